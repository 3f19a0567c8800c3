/** Deleting one's account, as one zod schema: the API's check and the /account form's (decision 058). Only zod and the message registry. */
import * as z from "zod";
import { englishMessage } from "../../shared/messages";

const PASSWORD_REQUIRED = englishMessage("ACCOUNT_DELETE_PASSWORD_REQUIRED");

export const deleteAccountSchema = z.object({ password: z.string({ error: PASSWORD_REQUIRED }).min(1, { error: PASSWORD_REQUIRED }) });
