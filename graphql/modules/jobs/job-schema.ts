/**
 * The job posting form's rules, as one zod schema: the API's authoritative
 * check (service.ts) and the page's (app/routes/careers.post.tsx) both use it. Depends only on zod,
 * the vocabulary and the shared text rules, so the browser bundle can import it.
 */
import * as z from "zod";
import { parseInput, type FieldErrors, type Parsed } from "../../shared/results";
import { textField } from "../../shared/text";
import { JOB_LOCATIONS, JOB_TYPES } from "../../shared/vocabulary";

export const JOB_TITLE_MAX = 120;
export const JOB_SALARY_MAX = 120;
export const JOB_TEXT_MAX = 5000;

/** The typed fields, in the order the page shows them. */
export const JOB_TEXT_FIELDS = ["title", "companyName", "location", "jobType", "salaryRange", "description", "requirements"] as const;
/** Every field of the form (and of the mutation's field errors), in the page's order. */
export const JOB_FIELDS = [...JOB_TEXT_FIELDS, "logo", "confirmAccuracy"] as const;
export type JobField = (typeof JOB_FIELDS)[number];

export const CONFIRM_ACCURACY_MESSAGE = "Please confirm that the information provided is accurate.";

export const postJobSchema = z.object({
  title: textField({ required: "Please enter the job title.", max: JOB_TITLE_MAX }),
  companyName: textField({ required: "Please enter the company name.", max: JOB_TITLE_MAX }),
  location: z.enum(JOB_LOCATIONS, { error: "Please choose a location." }),
  jobType: z.enum(JOB_TYPES, { error: "Please choose a job type." }),
  // Optional: an empty salary is stored as null.
  salaryRange: textField({ max: JOB_SALARY_MAX })
    .nullish()
    .transform((salary) => salary || null),
  description: textField({ required: "Please describe the job.", max: JOB_TEXT_MAX, multiline: true }),
  requirements: textField({ required: "Please list the requirements, one per line.", max: JOB_TEXT_MAX, multiline: true }),
  confirmAccuracy: z.literal(true, { error: CONFIRM_ACCURACY_MESSAGE }),
});

export type PostJobInput = z.input<typeof postJobSchema>;
/** The cleaned job: texts trimmed, an empty salary null. */
export type CleanJob = z.output<typeof postJobSchema>;
export type JobFieldErrors = FieldErrors<JobField>;

/** Checks the typed fields: the cleaned values, or one message per field that is wrong. */
export const validateJob = (input: unknown): Parsed<CleanJob, JobField> => parseInput(postJobSchema, input);
