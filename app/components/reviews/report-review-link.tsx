/**
 * "Report this review" for visitors (issue 34; decision 074): a plain link to /review-report/{id}, whose form needs
 * no JavaScript and no account. Texts from the provider page's catalogue ("provider"), like ReviewReply.
 */
import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

export function ReportReviewLink({ reviewId }: { reviewId: string }) {
  const t = useT("provider");
  return (
    <Link to={`/review-report/${encodeURIComponent(reviewId)}`} rel="nofollow" className="text-xs text-[var(--muted-foreground)] underline">
      {t("reportReview")}
    </Link>
  );
}
