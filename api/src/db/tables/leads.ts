import type { LeadKind, LeadResource, LeadStatus } from '@optio/contracts';

/** A row of `leads` (migration 003): the raw IP is never stored, only its keyed hash. */
export interface LeadsTable {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  role: string | null;
  message: string | null;
  ip_hash: string | null;
  created_at: string;
  /** Migration 023: marketing's inbox and the first-touch campaign. */
  status: LeadStatus;
  notes: string | null;
  updated_at: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  /** The resource the confirmation delivered (`RESOURCES` key), null for none. */
  resource: LeadResource | null;
}

/** Migration 023: the campaign a sign-up arrived with (first touch). */
export interface SignupCampaignsTable {
  user_id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  created_at: string;
}

/** Migration 023: visits of the promo pages per day, page and campaign ('' for none). */
export interface CampaignVisitsTable {
  day: string;
  page: string;
  campaign: string;
  visits: number;
}
