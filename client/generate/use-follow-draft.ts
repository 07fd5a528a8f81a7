import { useEffect } from "react";
import type { ItemDetail } from "../../shared/items";
import { useApi } from "../api";
import { type Session, withServerItem } from "./session";

/** How often a version being written elsewhere is read again; the server saves it every 2 s. */
const FOLLOW_INTERVAL_MS = 1000;

/**
 * Follows a version that is being written while this screen is not reading its stream: after a
 * reload, in another tab, after the stream broke. The server keeps writing when the browser goes
 * away (docs/api.md, "Generation"); this reads the item until its newest version has ended.
 */
export function useFollowDraft(
  session: Session,
  setSession: (update: (s: Session) => Session) => void,
  reading: boolean,
) {
  const api = useApi();
  const itemId = session.itemId;
  const writing = session.revisions.at(-1)?.status === "streaming";
  useEffect(() => {
    if (!itemId || reading || !writing) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      const item = await api.get<ItemDetail>(`/api/items/${itemId}`).catch(() => null);
      if (cancelled || !item) return;
      setSession((current) => withServerItem(current, item));
    }, FOLLOW_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [api, itemId, reading, writing, setSession]);
}
