import { Link } from "@remix-run/react";

/** What a detail page shows when its job, product or provider does not exist: a heading and the way back. */
export function NotFoundNotice({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Link to={backTo} className="mt-6 inline-block text-brand-600 underline">
        {backLabel}
      </Link>
    </section>
  );
}
