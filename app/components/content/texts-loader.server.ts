import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor, type Namespace } from "~/i18n/messages.server";

/** The loader of a page that shows only texts (about, FAQ, for business): its catalogue in the page's language. */
export function textsLoader<N extends Namespace>(namespace: N) {
  return ({ context }: LoaderFunctionArgs) => json({ i18n: messagesFor(context.locale, namespace) });
}
