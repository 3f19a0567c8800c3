import { Link } from "@remix-run/react";

/** A card that closes a page or stands for an empty list: a heading, a line of text and the link to what to do next. */
export function NextStepCard({
  title,
  text,
  link,
  className,
}: {
  title: string;
  text: string;
  /** What to do next. */
  link: { to: string; label: string };
  /** The card's own box (margin, background, padding). */
  className: string;
}) {
  return (
    <div className={`text-center ${className}`}>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-[var(--muted-foreground)]">{text}</p>
      <Link to={link.to} className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {link.label}
      </Link>
    </div>
  );
}
