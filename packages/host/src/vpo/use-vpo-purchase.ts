import {
  ApiError,
  fieldErrorsSchema,
  resolveTarget,
  SERVER_ERROR_MESSAGE,
  VPO_MESSAGES,
} from '@freight/core';
import type { Vpo } from '@freight/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import type { DialogMessage } from './MessageDialog.tsx';
import { checkVpoPurchase, outcomeUnknown } from './vpo-purchase-form.ts';
import type { VpoPurchaseForm } from './vpo-purchase-form.ts';

const t = MESSAGES.vpoPurchase;

/** What the purchase form needs of 'Comprar'. */
export interface VpoPurchaseRun {
  /** Whether a purchase is under way ('Comprando...'). */
  readonly buying: boolean;
  /** The outcome to show ('Sucesso', 'Erro', unknown), `null` when none. */
  readonly message: DialogMessage | null;
  dismiss(): void;
  /** Checks `form` and buys; field errors (the form's or the server's 422) go to `onErrors`. */
  buy(form: VpoPurchaseForm, today: string): Promise<void>;
  /** A new form: the next purchase gets a new idempotency key. */
  restart(): void;
}

/**
 * 'Comprar' of the saved route `routeId`: one idempotency key per filled form (made when the form starts
 * or restarts), the SAME key on a retry after a failure of unknown outcome (no answer, server error) so a
 * retry never buys twice, a new one after a refusal (nothing bought); one purchase at a time. Success and
 * the unknown outcome lead to the purchase's page after their dialog.
 */
export function useVpoPurchase(
  routeId: string,
  tagAllowed: boolean,
  onErrors: (errors: Record<string, string>) => void,
): VpoPurchaseRun {
  const { api } = useAppServices();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const key = useRef(crypto.randomUUID());
  const inFlight = useRef(false);

  const bought = (vpo: Vpo, serverMessage: string) => {
    const target = resolveTarget(`show-vpo-report/${vpo.id}`) ?? '/';
    const then = () => void navigate(target);
    setMessage(
      vpo.status === 'unknown'
        ? { title: t.unknownTitle, text: VPO_MESSAGES.unknown, then }
        : { title: t.successTitle, text: serverMessage || VPO_MESSAGES.purchased, then },
    );
  };

  const failed = (statusCode: number, text: string, details: unknown) => {
    if (!outcomeUnknown(statusCode)) key.current = crypto.randomUUID();
    const fields = fieldErrorsSchema.safeParse(details);
    if (fields.success) onErrors(fields.data);
    setMessage({ title: t.errorTitle, text: text || SERVER_ERROR_MESSAGE });
  };

  return {
    buying,
    message,
    dismiss: () => setMessage(null),
    restart() {
      key.current = crypto.randomUUID();
    },
    async buy(form, today) {
      if (inFlight.current) return;
      const checked = checkVpoPurchase(form, { routeId, today, tagAllowed, idempotencyKey: key.current });
      if (!checked.ok) {
        onErrors(checked.errors);
        return;
      }
      inFlight.current = true;
      setBuying(true);
      try {
        const answer = await api.vpo.purchase(checked.request);
        if (answer.success) bought(answer.data, answer.message);
        else failed(answer.statusCode, answer.message, answer.details);
      } catch (error) {
        if (error instanceof ApiError) failed(error.statusCode, error.message, null);
        else failed(0, SERVER_ERROR_MESSAGE, null);
      } finally {
        inFlight.current = false;
        setBuying(false);
      }
    },
  };
}
