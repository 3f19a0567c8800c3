import type { ReactNode } from "react";

/** The top of a content page: its one h1 and a short lead. */
export function PageHero({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-12 dark:from-brand-700/20 dark:to-[var(--background)] md:py-16">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-[var(--muted-foreground)]">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
