/**
 * The business's reply under a visit review (issue 34; decision 074): labelled "Reply from the business", dated
 * (UAE time), "(edited …)" when changed. Server-rendered with the page, no JavaScript; its texts are the provider
 * page's (catalogue "provider"), so any page that loads that namespace can show it. `reply` is the API's
 * `Review.reply { text repliedAt editedAt }`; nothing is rendered without one.
 */
import { useT } from "~/i18n/use-t";

/** `Review.reply` with its dates formatted by the loader (shownReply, lib/listings/reviews.server.ts). */
export interface ReviewReplyData {
  text: string;
  repliedAt: string;
  editedAt: string | null;
  repliedOn: string;
  editedOn: string | null;
}

export function ReviewReply({ reply }: { reply: ReviewReplyData | null | undefined }) {
  const t = useT("provider");
  if (!reply) return null;
  return (
    <div className="review-reply mt-3 border-s-4 border-brand-600 ps-3">
      <p className="text-sm font-semibold">{t("replyFromBusiness")}</p>
      <p className="text-xs text-[var(--muted-foreground)]">
        <time dateTime={reply.repliedAt}>{t("replyDated", { date: reply.repliedOn })}</time>
        {reply.editedAt ? (
          <>
            {" "}
            <time dateTime={reply.editedAt}>{t("replyEdited", { date: reply.editedOn ?? "" })}</time>
          </>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words" dir="auto">
        {reply.text}
      </p>
    </div>
  );
}
