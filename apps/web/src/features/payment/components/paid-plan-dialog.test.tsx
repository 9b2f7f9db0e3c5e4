import { messages } from '@acp/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaidPlan } from '@/lib/paid-plan';
import { answerByPath, buildCareerResult, buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { PaidPlanRoute } from './paid-plan-route';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** A paid screen that asks for the plan to unlock one career's roadmap. */
function SelectCareer() {
  const { requirePaidPlan } = usePaidPlan();
  const [answer, setAnswer] = useState('not asked');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void requirePaidPlan('Data Scientist').then((paid) => setAnswer(String(paid)))
        }
      >
        Select Data Scientist
      </button>
      <p>Paid: {answer}</p>
    </>
  );
}

async function openOffer() {
  const user = userEvent.setup();
  renderWithApp(<SelectCareer />, {
    path: '/user/day3home',
    layout: <PaidPlanRoute />,
    user: buildUser({ careerResponse: [buildCareerResult()] }),
  });
  await user.click(screen.getByRole('button', { name: 'Select Data Scientist' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' }) };
}

const order = {
  success: true,
  provider: 'sandbox',
  orderId: 'order_sbx_1',
  amount: 49_900,
  currency: 'INR',
  keyId: null,
  name: 'Asha',
  email: 'asha@example.com',
  contact: null,
};
const signed = {
  razorpay_order_id: 'order_sbx_1',
  razorpay_payment_id: 'pay_sbx_1',
  razorpay_signature: 'sig',
};

describe('PaidPlanDialog', () => {
  it('names the career it unlocks and says how payment, receipt and refunds work', async () => {
    const { dialog } = await openOffer();
    expect(dialog).toHaveTextContent('Unlock the deep roadmap and career PDF for Data Scientist.');
    expect(dialog).toHaveTextContent('One-time payment.');
    expect(dialog).toHaveTextContent('A receipt is emailed to your email');
    expect(within(dialog).getByRole('link', { name: /Refund Policy/ })).toHaveAttribute(
      'href',
      '/refunds',
    );
  });

  it('clears the failed try’s toast when the next try succeeds', async () => {
    let tries = 0;
    const answers = answerByPath({
      '/payment/order': order,
      '/payment/verify': { success: true, isPaymentDone: true, message: messages.paymentDone },
      '/user/user': { success: true, user: buildUser({ isPaymentDone: true }) },
    });
    fetchMock.mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (!url.endsWith('/payment/sandbox/checkout')) return answers(input, init);
      tries += 1;
      const body =
        tries === 1
          ? { success: true, response: null, message: messages.paymentFailed }
          : { success: true, response: signed };
      return Promise.resolve(Response.json(body));
    });
    const { user } = await openOffer();
    await user.click(screen.getByRole('button', { name: 'Unlock for ₹499' }));
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByText(messages.paymentFailed)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unlock for ₹499' }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Paid: true')).toBeInTheDocument();
    expect(await screen.findByText(messages.paymentDone)).toBeInTheDocument();
    // A dismissed toast leaves once its exit animation ends (jsdom plays none: end it here).
    const stale = screen.getByText(messages.paymentFailed).closest('.Toastify__toast');
    if (stale) fireEvent.animationEnd(stale);
    await waitFor(() => expect(screen.queryByText(messages.paymentFailed)).toBeNull());
  });

  it('makes a link for a parent, and unlocks once the parent has paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(
      answerByPath({
        '/payment/pay-link': {
          success: true,
          url: 'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz',
          expiresAt: '2026-03-08T10:00:00.000Z',
        },
        '/user/user': { success: true, user: buildUser({ isPaymentDone: true }) },
      }),
    );
    const { user, dialog } = await openOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Make a payment link' }));
    expect(await within(dialog).findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The parent's payment, seen by the dialog's next look at the account, settles the offer.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    expect(await screen.findByText('Paid: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(messages.paymentDone)).toBeInTheDocument();
  });

  it('shows the link to copy while the parent has not paid yet', async () => {
    fetchMock.mockImplementation(
      answerByPath({
        '/payment/pay-link': {
          success: true,
          url: 'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz',
          expiresAt: '2026-03-08T10:00:00.000Z',
        },
        '/user/user': { success: true, user: buildUser() },
      }),
    );
    const { user, dialog } = await openOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Make a payment link' }));
    const field = await within(dialog).findByRole('textbox', { name: /Send them this link/ });
    expect(field).toHaveValue('http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz',
    );
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Paid: not asked')).toBeInTheDocument();
  });
});
