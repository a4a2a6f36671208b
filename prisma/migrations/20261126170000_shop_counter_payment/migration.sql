-- Counter payments (issue 30): PayPay besides cash and the card terminal; the cash received and
-- who took the payment.
ALTER TYPE "ShopPayment" ADD VALUE 'PAYPAY';

ALTER TABLE "Order" ADD COLUMN "cashReceived" INTEGER,
ADD COLUMN "paidByName" TEXT;
