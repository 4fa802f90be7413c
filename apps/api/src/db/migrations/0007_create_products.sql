-- The catalogue: products and their plans (one plan price each; plans.id is the priceInfo.id clients send as
-- planPriceId). Prices exclude 10 % VAT; the charged amount is computed by the payments service. A retired plan
-- (retired_at set) is no longer listed or sold; plans are never deleted because orders reference them.
CREATE TABLE products (
  id text PRIMARY KEY,
  name_ko text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE plans (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  product_id text NOT NULL REFERENCES products (id),
  days integer NOT NULL CHECK (days > 0),
  name_ko text NOT NULL,
  name_en text NOT NULL,
  -- Newline-separated lines, shown as bullets.
  description_ko text NOT NULL,
  description_en text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  currency_symbol text NOT NULL,
  sort_order integer NOT NULL,
  retired_at timestamptz
);

CREATE INDEX plans_product_id_idx ON plans (product_id, sort_order);

INSERT INTO products (id, name_ko, name_en, sort_order) VALUES ('pass', '표 크롤러 이용권', 'TableCrawler pass', 1);

INSERT INTO plans (id, product_id, days, name_ko, name_en, description_ko, description_en, price, currency_code, currency_symbol, sort_order) VALUES
  ('pass-1d', 'pass', 1, '1일 이용권', '1-day pass',
   E'24시간 동안 여러 페이지 크롤링\n크롤링 기록에 여러 페이지 업로드\n환불 불가 상품',
   E'Multi-page crawling for 24 hours\nMulti-page uploads to your history\nNot refundable',
   1000, 'KRW', '₩', 1),
  ('pass-7d', 'pass', 7, '7일 이용권', '7-day pass',
   E'7일 동안 여러 페이지 크롤링\n크롤링 기록에 여러 페이지 업로드\n남은 기간 연장 구매 가능',
   E'Multi-page crawling for 7 days\nMulti-page uploads to your history\nExtends an active pass',
   5000, 'KRW', '₩', 2),
  ('pass-30d', 'pass', 30, '30일 이용권', '30-day pass',
   E'30일 동안 여러 페이지 크롤링\n크롤링 기록에 여러 페이지 업로드\n가장 저렴한 일일 요금',
   E'Multi-page crawling for 30 days\nMulti-page uploads to your history\nThe lowest price per day',
   15000, 'KRW', '₩', 3);
