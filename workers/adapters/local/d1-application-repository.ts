/**
 * Job applications and contact messages on D1 (0036_job_applications_and_contact.sql): an application is
 * one INSERT … SELECT that sees the job Open, whose trigger counts it and writes its outbox event; the API
 * checks the poster before reading (graphql/modules/jobs/applications.ts). A CV's link is signed by the
 * Worker like a trade licence's (workers/licence-links.ts).
 */
import type {
  ApplicationRecord,
  ApplyOutcome,
  JobApplicationRepository,
  NewApplication,
} from "../../../graphql/modules/jobs/application-repository";
import { APPLICATIONS_SHOWN } from "../../../graphql/modules/jobs/application-repository";
import type { ContactRepository, NewContactMessage } from "../../../graphql/modules/contact/repository";
import { signedLicencePath } from "../../licence-links";

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

export class D1ApplicationRepository implements JobApplicationRepository, ContactRepository {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
    private readonly origin: string,
    private readonly linkSecret: () => Promise<string>,
  ) {}

  async apply(application: NewApplication): Promise<ApplyOutcome> {
    const row = await this.db
      .prepare(
        `INSERT INTO job_applications (job_id, name, email, phone, message, cv_key, locale)
         SELECT id, ?2, ?3, ?4, ?5, ?6, ?7 FROM jobs WHERE id = ?1 AND status = 'Open'
         ON CONFLICT (cv_key) DO NOTHING
         RETURNING id`,
      )
      .bind(
        application.jobId,
        application.name,
        application.email,
        application.phone,
        application.message,
        application.cvKey,
        application.locale,
      )
      .first<{ id: string }>();
    if (row) return { outcome: "applied", id: row.id };
    const taken = await this.db.prepare("SELECT 1 FROM job_applications WHERE cv_key = ?1").bind(application.cvKey).first();
    return { outcome: taken ? "no_cv" : "closed" };
  }

  async forJob(jobId: string): Promise<ApplicationRecord[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, job_id, name, email, phone, message, cv_key, created_at FROM job_applications
         WHERE job_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2`,
      )
      .bind(jobId, APPLICATIONS_SHOWN)
      .all<ApplicationRow>();
    return results.map((row) => ({
      id: row.id,
      jobId: row.job_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      cvKey: row.cv_key,
      createdAt: row.created_at,
    }));
  }

  async cvLink(key: string, seconds: number): Promise<string> {
    const expires = Math.floor(this.now().getTime() / 1000) + seconds;
    return `${this.origin}${await signedLicencePath(await this.linkSecret(), key, expires)}`;
  }

  async submit(message: NewContactMessage): Promise<void> {
    await this.db
      .prepare("INSERT INTO contact_messages (name, email, subject, message, locale) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(message.name, message.email, message.subject, message.message, message.locale)
      .run();
  }
}
