/** SPEC §9: the toast area's hotkey (its name is in the area's label; lib/toast-runtime.ts listens for it). */
export const TOAST_HOTKEY = "F8";
