import { z } from 'zod';

const STORAGE_KEY = 'homekeep.potentialClient';

/** What the browser keeps between the two steps: enough to update the lead, for this tab only. */
const storedLeadSchema = z.object({
  id: z.string(),
  token: z.string(),
  firstName: z.string(),
  detailsSent: z.boolean(),
});
export type StoredLead = z.infer<typeof storedLeadSchema>;

export function loadStoredLead(): StoredLead | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedLeadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage can be disabled or hold something unreadable; the form then simply starts over.
    return null;
  }
}

export function saveStoredLead(lead: StoredLead): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lead));
  } catch {
    // Without storage the lead still exists; only a reload would lose the second step.
  }
}

export function clearStoredLead(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
