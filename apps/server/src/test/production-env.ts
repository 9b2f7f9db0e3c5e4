/** A complete production configuration (tests bring their own database). */
export const productionEnv = {
  NODE_ENV: 'production',
  APP_URL: 'https://careers.example.com',
  DATABASE_URL: 'postgres://app@db.internal:5432/aicareerpath',
  SMTP_URL: 'smtp://mail.internal:587',
  RAZORPAY_KEY_ID: 'rzp_live_example',
  RAZORPAY_KEY_SECRET: 'live-secret-example',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-example',
};
