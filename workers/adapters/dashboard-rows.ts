/**
 * The owner dashboard's tables (provider_offers, provider_job_postings) as both databases return
 * them: the columns to read and the record a row becomes. `active` is 0/1 in D1 and a boolean in
 * PostgreSQL (content-rows.ts's Flag).
 */
import type { JobPostingRecord, ProviderOfferRecord } from "../../graphql/modules/dashboard/repository";
import { isSet, type Flag } from "./content-rows";

export interface ProviderOfferRow {
  id: string;
  provider_id: string;
  title: string;
  description: string;
  active: Flag;
}

export interface JobPostingRow {
  id: string;
  provider_id: string;
  title: string;
  applicants: number;
  status: JobPostingRecord["status"];
}

export const PROVIDER_OFFERS = {
  columns: "id,provider_id,title,description,active",
  toRecord: (row: ProviderOfferRow): ProviderOfferRecord => ({
    id: row.id,
    providerId: row.provider_id,
    title: row.title,
    description: row.description,
    active: isSet(row.active),
  }),
};

export const JOB_POSTINGS = {
  columns: "id,provider_id,title,applicants,status",
  toRecord: (row: JobPostingRow): JobPostingRecord => ({
    id: row.id,
    providerId: row.provider_id,
    title: row.title,
    applicants: row.applicants,
    status: row.status,
  }),
};
