import { hasCoordinates, SUBSCRIPTION_DIALOGS } from '@freight/core';
import type { SubscriptionStatus, Waypoint } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { MESSAGES } from '../messages.ts';

/** A subscription dialog (SPEC §6: 402 subscribe, 423 subscription overdue, 429 fair use). */
export interface SubscriptionNotice {
  readonly status: SubscriptionStatus;
  /** Core's dialog name: `subscribe`, `subscription-overdue` or `fair-use`. */
  readonly dialog: (typeof SUBSCRIPTION_DIALOGS)[SubscriptionStatus];
  readonly title: string;
  readonly message: string;
}

/** The planner's own dialogs that several stores open: subscription and missing address (SPEC §2, §8). */
export interface DialogsStore {
  /** The subscription dialog to show, `null` when none. */
  readonly $subscription: ReadableAtom<SubscriptionNotice | null>;
  /**
   * The address to report (SPEC §4: the OK of the route error stores it); the `missing-addr` dialog
   * is open while it is not empty.
   */
  readonly $addressToReport: ReadableAtom<string>;
  /** Opens the dialog of a 402, 423 or 429 and returns what it shows. */
  openSubscription(status: SubscriptionStatus): SubscriptionNotice;
  /** Closes the subscription dialog. */
  closeSubscription(): void;
  /** Stores the address to report (`''` closes the `missing-addr` dialog). */
  reportAddress(address: string): void;
}

/** Creates the dialogs store. */
export function createDialogsStore(): DialogsStore {
  const $subscription = atom<SubscriptionNotice | null>(null);
  const $addressToReport = atom('');
  return {
    $subscription,
    $addressToReport,
    openSubscription(status) {
      const dialog = SUBSCRIPTION_DIALOGS[status];
      const notice: SubscriptionNotice = { status, dialog, ...MESSAGES.subscriptionDialogs[dialog] };
      $subscription.set(notice);
      return notice;
    },
    closeSubscription() {
      $subscription.set(null);
    },
    reportAddress(address) {
      $addressToReport.set(address.trim());
    },
  };
}

/**
 * The waypoint whose location the user gives for `address` (the `missing-addr` dialog): the one with that
 * text, else the first without position, else the origin.
 */
export function missingAddressIndex(waypoints: readonly Waypoint[], address: string): number {
  const wanted = address.trim();
  const byText = waypoints.findIndex((waypoint) => waypoint.searchText.trim() === wanted);
  if (byText >= 0) return byText;
  const unplaced = waypoints.findIndex((waypoint) => !hasCoordinates(waypoint));
  return unplaced >= 0 ? unplaced : 0;
}
