import { useNavigate } from "@remix-run/react";
import { useState, type HTMLAttributes, type MouseEvent, type ReactNode, type RefObject } from "react";
import { stripLocale } from "~/i18n/locale";

/**
 * Markup that stays as the server rendered it (the footer, the menu without JavaScript, the toasts'
 * templates): pass the content as `serverOnly$(<Content />)`, so its components are left out of the
 * browser's code (docs/decisions/028-page-speed.md). In the browser React is told to leave the
 * element's content alone while it hydrates, and is given the same markup should it ever render the
 * element itself (after a hydration failure). A link followed in it goes through the router, as a
 * <Link> does, and closes the dropdown (<details>) it is in.
 */
export function ServerMarkup({
  id,
  children,
  innerRef,
  ...props
}: { id: string; children: ReactNode; innerRef?: RefObject<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  const navigate = useNavigate();
  const [markup] = useState(() => (children === undefined ? (document.getElementById(id)?.innerHTML ?? "") : ""));
  if (children !== undefined) {
    return (
      <div ref={innerRef} id={id} {...props}>
        {children}
      </div>
    );
  }
  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.origin !== window.location.origin || link.getAttribute("href")?.startsWith("#")) return;
    event.preventDefault();
    link.closest("details")?.removeAttribute("open");
    navigate(stripLocale(link.pathname + link.search + link.hash));
  };
  return (
    // Only clicks on the markup's own links are handled, and a link's keyboard activation is a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={innerRef} id={id} {...props} onClick={followLink} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />
  );
}
