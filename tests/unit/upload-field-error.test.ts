/** What a mutation makes of a chosen file's check (graphql/modules/uploads/pipeline.ts): its field message. */
import { describe, expect, it } from "vitest";
import { fileFieldError, type PrepareOutcome } from "../../graphql/modules/uploads/pipeline";

const REQUIRED = "Please choose a file.";
const refused: PrepareOutcome = { ok: false, reason: "refused", message: "The file is too large." };
const failed: PrepareOutcome = { ok: false, reason: "failed", message: "The file could not be stored just now." };

describe("a file input's field message", () => {
  it("asks for a required file that was not chosen, and says nothing of an optional one", () => {
    expect(fileFieldError(null, REQUIRED)).toBe(REQUIRED);
    expect(fileFieldError(null)).toBeUndefined();
  });

  it("is the refusal when the file itself is not acceptable", () => {
    expect(fileFieldError(refused, REQUIRED)).toBe("The file is too large.");
    expect(fileFieldError(refused)).toBe("The file is too large.");
  });

  it("is nothing when our side failed (that is UploadFailed, not the person's field)", () => {
    expect(fileFieldError(failed, REQUIRED)).toBeUndefined();
  });
});
