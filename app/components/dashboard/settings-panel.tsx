import { Link } from "@remix-run/react";
import { SUBSCRIPTION_PATH } from "~/lib/dashboard/dashboard";
import { ActionButton } from "./action-button";
import { PanelHeader } from "./panel-header";
import { DANGER_BUTTON, OUTLINE_BUTTON } from "./styles";
import type { DashboardData, T } from "./types";

/** Account actions; one list, so more settings can join it. */
export function SettingsPanel({ listings, t }: { listings: DashboardData["providers"]; t: T }) {
  return (
    <>
      <PanelHeader title={t("settings")} />
      <ul className="mt-6 flex max-w-sm flex-col gap-3">
        {listings.length === 0 ? (
          <li>
            {/* No approved listing yet: the spec's 'Coming Soon!' toast. */}
            <ActionButton tab="settings" intent="edit-profile" className={`${OUTLINE_BUTTON} w-full`}>
              {t("editProfile")}
            </ActionButton>
          </li>
        ) : (
          listings.map((listing) => (
            <li key={listing.id}>
              <Link to={`/dashboard/listing/${listing.id}`} className={`${OUTLINE_BUTTON} w-full`}>
                {t("editProfile")}
                <span className={listings.length > 1 ? "ms-1" : "sr-only"}>{`: ${listing.name}`}</span>
              </Link>
            </li>
          ))
        )}
        <li>
          <Link to={SUBSCRIPTION_PATH} className={`${OUTLINE_BUTTON} w-full`}>
            {t("manageSubscription")}
          </Link>
        </li>
        <li>
          <ActionButton tab="settings" intent="logout" className={`${DANGER_BUTTON} w-full`}>
            {t("logout")}
          </ActionButton>
        </li>
      </ul>
    </>
  );
}
