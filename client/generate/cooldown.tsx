import { Clock } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The wait a `429 rate_limited` asks for (docs/product.md, "Screens", the generation screen): the seconds
 * left of its Retry-After, counted down once a second from a fixed end, so a throttled background
 * tab still ends on time. `seconds` is 0 when nothing is to be waited for.
 */
export function useCooldown(): { seconds: number; start(seconds: number): void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + Math.max(1, seconds) * 1000);
  }, []);
  return { seconds: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** "0:42": the time left, the same in every language. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The visible countdown beside the controls it disables. It is not a live region: a screen reader
 * hears the wait once from CooldownAnnouncer, not every second.
 */
export function CooldownNote({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  if (seconds <= 0) return null;
  return (
    <p className="cooldown-note" data-testid="cooldown">
      <Clock size={16} aria-hidden="true" />
      <span>{t("generate.cooldown", { time: clock(seconds) })}</span>
    </p>
  );
}

/**
 * Tells a screen reader, politely, that generating is paused and for how long, and once more when
 * it may go on: two announcements, not a countdown.
 */
export function CooldownAnnouncer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState("");
  const waiting = seconds > 0;
  const [was, setWas] = useState(waiting);
  if (waiting !== was) {
    setWas(waiting);
    setSaid(waiting ? t("generate.cooldownStart", { count: seconds }) : t("generate.cooldownOver"));
  }
  return (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
}
