/**
 * The business's reply under a visit review (issue 34; decision 074): labelled "Reply from the business", dated
 * (UAE time), "(edited …)" when changed. Server-rendered with the page, no JavaScript; its texts are the provider
 * page's (catalogue "provider"), so any page that loads that namespace can show it. `reply` is the API's
 * `Review.reply { text repliedAt editedAt }`; nothing is rendered without one.
 */
import { useIntlLocale } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";

export interface ReviewReplyData {
  text: string;
  repliedAt: string;
  editedAt: string | null;
}

export function ReviewReply({ reply }: { reply: ReviewReplyData | null | undefined }) {
  const t = useT("provider");
  const date = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: "medium", timeZone: "Asia/Dubai" });
  if (!reply) return null;
  return (
    <div className="review-reply mt-3 border-s-4 border-brand-600 ps-3">
      <p className="text-sm font-semibold">{t("replyFromBusiness")}</p>
      <p className="text-xs text-[var(--muted-foreground)]">
        <time dateTime={reply.repliedAt}>{t("replyDated", { date: date.format(new Date(reply.repliedAt)) })}</time>
        {reply.editedAt ? (
          <>
            {" "}
            <time dateTime={reply.editedAt}>{t("replyEdited", { date: date.format(new Date(reply.editedAt)) })}</time>
          </>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words" dir="auto">
        {reply.text}
      </p>
    </div>
  );
}
