import { useEffect, useRef, useState } from "react";

/**
 * A refusal's message on the page (a slot taken, a limit), announced and focused rather than only
 * shown in a toast. `serial` gives a repeated message a new element, so it is read out again.
 */
export function useRefusalNotice() {
  const [refusal, setRefusal] = useState<{ message: string; serial: number } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!refusal) return;
    // After the dialog has closed and handed focus back (it does so in a task of its own).
    const timer = setTimeout(() => messageRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refusal]);
  return {
    refusal,
    refuse: (message: string) => setRefusal((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 })),
    clear: () => setRefusal(null),
    messageRef,
  };
}

export type RefusalNotice = ReturnType<typeof useRefusalNotice>;
