import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ParentPayPage } from './parent-pay-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
const info = (isPaymentDone: boolean) => ({
  success: true,
  firstName: 'Asha',
  career: 'Data Scientist',
  careerHi: 'डेटा साइंटिस्ट',
  amount: 49_900,
  currency: 'INR',
  isPaymentDone,
  provider: 'sandbox',
});

function renderPage() {
  return renderWithApp(<ParentPayPage />, { path: '/pay/:token', initialPath: `/pay/${TOKEN}` });
}

describe('ParentPayPage', () => {
  it('lets someone with no account pay, then says the report is unlocked', async () => {
    let paid = false;
    fetchMock.mockImplementation((input) => {
      const url = input instanceof Request ? input.url : input.toString();
      const path = url.slice(url.indexOf(`/pay/${TOKEN}`));
      const answers: Record<string, unknown> = {
        [`/pay/${TOKEN}`]: info(paid),
        [`/pay/${TOKEN}/order`]: {
          success: true,
          provider: 'sandbox',
          orderId: 'order_sbx_2',
          amount: 49_900,
          currency: 'INR',
          keyId: null,
          name: '',
          email: '',
          contact: null,
        },
        [`/pay/${TOKEN}/sandbox`]: {
          success: true,
          response: {
            razorpay_order_id: 'order_sbx_2',
            razorpay_payment_id: 'pay_sbx_2',
            razorpay_signature: 'sig',
          },
        },
      };
      if (path === `/pay/${TOKEN}/verify`) {
        paid = true;
        return Promise.resolve(
          jsonResponse({ success: true, isPaymentDone: true, message: messages.parentPaymentDone }),
        );
      }
      return Promise.resolve(jsonResponse(answers[path]));
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: "Pay for Asha's full report" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    expect(screen.getByText(/A receipt/).closest('li')).toHaveTextContent("Asha's email");
    await user.click(screen.getByRole('button', { name: 'Pay ₹499' }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByRole('heading', { name: "Asha's full report is unlocked" }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.parentPaymentDone)).toBeInTheDocument();
  });

  it('says plainly when the link has expired or was replaced', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'not_found', message: messages.payLinkInvalid }, 404),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This link does not work any more' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.payLinkInvalid);
  });
});
