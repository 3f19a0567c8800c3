/**
 * Applying for a job, as one zod schema: the API's check (applications.ts) and the job page's form
 * (app/routes/careers.job.$jobId.tsx) both use it. The CV is a file: the upload pipeline checks it
 * (purpose jobCv: PDF or DOCX). Depends only on zod and shared pure rules, so the site may import it.
 */
import * as z from "zod";
import { emailField } from "../../shared/email";
import { parseInput, type FieldErrors, type Parsed } from "../../shared/results";
import { textField } from "../../shared/text";
import { uaePhoneField } from "../bookings/validation";

export const APPLICATION_NAME_MAX = 100;
export const APPLICATION_MESSAGE_MAX = 2000;

/** The form's fields, in the page's order (cv is the file). */
export const APPLICATION_FIELDS = ["name", "email", "phone", "message", "cv"] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const applyToJobSchema = z.object({
  jobId: z.string().min(1).max(128),
  name: textField({ required: "Please enter your name.", max: APPLICATION_NAME_MAX }),
  email: emailField({ required: "Please enter your email address.", invalid: "Please enter a valid email address." }),
  phone: uaePhoneField("Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567."),
  // Optional: a few words to the poster.
  message: textField({ max: APPLICATION_MESSAGE_MAX, multiline: true })
    .nullish()
    .transform((message) => message ?? ""),
});

export type ApplyToJobInput = z.input<typeof applyToJobSchema>;
export type CleanApplication = z.output<typeof applyToJobSchema>;
export type ApplicationFieldErrors = FieldErrors<ApplicationField>;

export const validateApplication = (input: unknown): Parsed<CleanApplication, ApplicationField> =>
  parseInput(applyToJobSchema, input) as Parsed<CleanApplication, ApplicationField>;
