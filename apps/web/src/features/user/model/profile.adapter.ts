import type { ProfileResponse } from '@tablecrawler/contract';

export interface PassView {
  lastPurchaseDate: Date;
  expirationDate: Date;
  /** Derived: the expiry date has passed. */
  expired: boolean;
}

export interface ProfileView {
  email: string;
  /** null: the user never bought a pass ('none'). */
  pass: PassView | null;
}

/** The profile card's data: e-mail and pass (the expired flag derived at `now`). */
export function toProfileView(profile: ProfileResponse, now: Date = new Date()): ProfileView {
  const voucher = profile.voucher;
  if (!voucher) return { email: profile.profile.email, pass: null };
  const expirationDate = new Date(voucher.expirationDate);
  return {
    email: profile.profile.email,
    pass: { lastPurchaseDate: new Date(voucher.lastPurchaseDate), expirationDate, expired: expirationDate.getTime() <= now.getTime() },
  };
}
