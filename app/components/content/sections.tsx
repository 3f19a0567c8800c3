import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A page section named by its own h2 (aria-labelledby), so assistive technology lists it as a region
 * by that name. `inner` wraps heading and content in a width-bound box, for a section whose background
 * runs the full width.
 */
export function LabelledSection({
  id,
  title,
  className,
  inner,
  headingClassName = "text-2xl font-bold md:text-3xl",
  as: Tag = "section",
  children,
}: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  title: ReactNode;
  className?: string;
  inner?: string;
  headingClassName?: string;
  as?: "section" | "aside";
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const content = (
    <>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <Tag aria-labelledby={headingId} className={className}>
      {inner ? <div className={inner}>{content}</div> : content}
    </Tag>
  );
}

/**
 * A grid of cards from the page's catalogue (the content pages' benefits, reasons, trends): each key's
 * text is a card's title, the text at `${key}${suffix}` its line.
 */
export function PointCards<Key extends string, Suffix extends string>({
  keys,
  t,
  suffix,
  className,
  large = false,
}: {
  keys: readonly Key[];
  t: (key: NoInfer<Key | `${Key}${Suffix}`>) => string;
  suffix: Suffix;
  className: string;
  large?: boolean;
}) {
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key} className={`rounded-xl border border-[var(--border)] bg-[var(--card)] ${large ? "p-6" : "p-5"}`}>
          <h3 className={large ? "text-lg font-semibold" : "font-semibold"}>{t(key)}</h3>
          <p className={large ? "mt-2 text-[var(--muted-foreground)]" : "mt-2 text-sm text-[var(--muted-foreground)]"}>
            {t(`${key}${suffix}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The brand-coloured call to action that closes a content page: a heading and what to do next. */
export function BrandBanner({ title, width, children }: { title: ReactNode; width: "max-w-6xl" | "max-w-7xl"; children: ReactNode }) {
  return (
    <section className="px-4">
      <div className={`mx-auto ${width} rounded-2xl bg-brand-600 px-6 py-10 text-center text-white`}>
        <h2 className="text-2xl font-bold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** Page text ending on a link and a full stop ("{text} {link}."): the catalogue holds the text and the link's words. */
export function EndingOnLink({ text, to, className, children }: { text: string; to: string; className: string; children: ReactNode }) {
  return (
    <>
      {text}{" "}
      <Link to={to} className={className}>
        {children}
      </Link>
      .
    </>
  );
}
