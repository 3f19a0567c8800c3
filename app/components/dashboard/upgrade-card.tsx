import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { SUBSCRIPTION_PATH } from "~/lib/dashboard/dashboard";
import { PRIMARY_BUTTON } from "./styles";

/** 'Upgrade to Premium!' with 'Subscribe Now': the dashboard's card for a Basic account, and the Premium forms' notice. */
export function UpgradeCard({ alert = false }: { alert?: boolean }) {
  const t = useT("dashboard");
  return (
    <div role={alert ? "alert" : undefined} className="mt-8 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
      <h2 className="text-xl font-semibold">{t("upgradeTitle")}</h2>
      <p className="mt-1">{t("upgradeText")}</p>
      <Link to={SUBSCRIPTION_PATH} className={`mt-4 inline-block ${PRIMARY_BUTTON}`}>
        {t("subscribeNow")}
      </Link>
    </div>
  );
}
