/** Types of scripts/schema-evolution.mjs (the check the unit stage runs). */
import type { BreakingChange, DangerousChange } from "graphql";

export function unrecordedBreakingChanges(releaseSdl: string, currentSdl: string, changelog: string): BreakingChange[];
export function dangerousChanges(releaseSdl: string, currentSdl: string): DangerousChange[];
export const REMOVAL_DATE: RegExp;
export function deprecationsWithoutRemovalDate(sdl: string): string[];
export function checkRepository(root?: URL): { problems: string[]; dangerous: string[] };
