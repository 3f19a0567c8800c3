/** The toast area's hotkey, F8 (its name is in the area's label; lib/toast-runtime.ts listens for it). */
export const TOAST_HOTKEY = "F8";
