/**
 * Job applications and contact messages on PostgREST, as the caller (0036_job_applications_and_contact.sql):
 * public.apply_to_job stores an application for an Open job with a CV the caller uploaded; row level
 * security shows a job's applications to its poster only; the poster's own token signs a CV's link (the
 * storage policy lets only them read it). public.submit_contact_message keeps a contact message.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  ApplicationRecord,
  ApplyOutcome,
  JobApplicationRepository,
  NewApplication,
} from "../../../graphql/modules/jobs/application-repository";
import { APPLICATIONS_SHOWN } from "../../../graphql/modules/jobs/application-repository";
import type { ContactRepository, NewContactMessage } from "../../../graphql/modules/contact/repository";
import { checked, rowsOf, SupabaseRequestError } from "./postgrest";

interface ApplicationRow {
  id: string;
  job_id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  cv_key: string;
  created_at: string;
}
const APPLICATION_COLUMNS = "id,job_id,name,email,phone,message,cv_key,created_at";

const toApplication = (row: ApplicationRow): ApplicationRecord => ({
  id: String(row.id),
  jobId: row.job_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  cvKey: row.cv_key,
  createdAt: new Date(row.created_at).toISOString(),
});

export class SupabaseApplicationRepository implements JobApplicationRepository, ContactRepository {
  constructor(private readonly db: SupabaseClient) {}

  async apply(application: NewApplication): Promise<ApplyOutcome> {
    const answer = await this.db.rpc("apply_to_job", {
      p_job_id: application.jobId,
      p_name: application.name,
      p_email: application.email,
      p_phone: application.phone,
      p_message: application.message,
      p_cv_key: application.cvKey,
      p_locale: application.locale,
    });
    const result = checked("apply_to_job", answer).data as { outcome: string; id?: string };
    if (result.outcome === "applied") return { outcome: "applied", id: String(result.id) };
    return { outcome: result.outcome === "no_cv" ? "no_cv" : "closed" };
  }

  async forJob(jobId: string): Promise<ApplicationRecord[]> {
    const rows = await this.db
      .from("job_applications")
      .select(APPLICATION_COLUMNS)
      .eq("job_id", jobId)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(APPLICATIONS_SHOWN);
    return rowsOf<ApplicationRow>("job_applications", rows as never).map(toApplication);
  }

  async cvLink(key: string, seconds: number): Promise<string | null> {
    const slash = key.indexOf("/");
    const { data, error } = await this.db.storage.from(key.slice(0, slash)).createSignedUrl(key.slice(slash + 1), seconds);
    if (error) {
      const failure = error as { status?: number; statusCode?: string; message: string };
      if (failure.status === 404 || failure.statusCode === "404" || failure.status === 400) return null;
      throw new SupabaseRequestError("createSignedUrl", failure.status ?? 0, failure.statusCode ?? null, error.message);
    }
    return data.signedUrl;
  }

  async submit(message: NewContactMessage): Promise<void> {
    checked(
      "submit_contact_message",
      await this.db.rpc("submit_contact_message", {
        p_name: message.name,
        p_email: message.email,
        p_subject: message.subject,
        p_message: message.message,
        p_locale: message.locale,
      }),
    );
  }
}
