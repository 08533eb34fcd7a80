import type {
  AnalyticsCartAddsTable,
  AnalyticsPageViewsTable,
  AnalyticsSharedVisitsTable,
  AnalyticsVitalsTable,
  OrderProductDayTotalsTable,
  OrderSalesDaysTable,
  OrderSalesDayTotalsTable,
} from './schema-analytics';
import type {
  BlogPostsTable,
  CategoriesTable,
  CategoryFormerNamesTable,
  CategorySubcategoriesTable,
  ProductListingCountsTable,
  ProductListingStateTable,
  ListingFacetsTable,
  ProductHandlesTable,
  ProductImportJobsTable,
  ProductsTable,
  ProductStockTable,
  SubcategoriesTable,
  StockAdjustmentsTable,
  BackInStockRequestsTable,
  WishlistItemsTable,
} from './schema-catalogue';
import type {
  ContactQueriesTable,
  EnquiryEventsTable,
  EmailConfirmationTokensTable,
  LoginCodesTable,
  RateLimitCountersTable,
  SavedAddressesTable,
  SessionTokensTable,
  UsersTable,
} from './schema-customers';
import type {
  CartItemsTable,
  CartsTable,
  NotificationsTable,
  OrderEventsTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  PromoCodesTable,
  PromoRedemptionsTable,
  RefundRequestsTable,
  WebhookEventsTable,
} from './schema-orders';
import type {
  SandboxPayPalOrdersTable,
  SandboxPayPalRefundsTable,
  SandboxPayPalTokensTable,
  SandboxRazorpayOrdersTable,
  SandboxRazorpayPaymentsTable,
  SandboxRazorpayRefundsTable,
} from './schema-sandbox';
import type { ReviewPhotosTable, ReviewsTable } from './schema-reviews';
import type {
  CreditNoteLinesTable,
  CreditNotesTable,
  DocumentSeriesTable,
  GstRatesTable,
  TaxInvoiceLinesTable,
  TaxInvoicesTable,
  TaxSettingsTable,
} from './schema-tax';
import type { AuditLogTable, PicturesTable, ShopSettingsTable, StaffSessionsTable, StaffTable } from './schema-staff';

export type * from './schema-analytics';
export type * from './schema-catalogue';
export type * from './schema-customers';
export type * from './schema-orders';
export type * from './schema-reviews';
export type * from './schema-sandbox';
export type * from './schema-staff';
export type * from './schema-tax';

/**
 * Table types of the shop's database: what both drivers answer, so reads need
 * no casts. The same schema runs on SQLite and PostgreSQL (see
 * docs/decisions/002-one-schema-two-databases.md): money is integer minor
 * units, flags are 0/1 integers (integer columns in both databases, never
 * PostgreSQL booleans), times are ISO-8601 text. Integer columns are int4 in
 * PostgreSQL, which pg answers as numbers; int8 and numeric results (bigint
 * columns, count(*), sum()) are parsed into numbers too (db/connection.ts),
 * as better-sqlite3 answers them.
 *
 * The table types are grouped by area in the schema-*.ts files beside this
 * one; importers take them, and `Database`, from here.
 */
export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  category_subcategories: CategorySubcategoriesTable;
  category_former_names: CategoryFormerNamesTable;
  products: ProductsTable;
  product_stock: ProductStockTable;
  product_listing_counts: ProductListingCountsTable;
  product_listing_state: ProductListingStateTable;
  listing_facets: ListingFacetsTable;
  blog_posts: BlogPostsTable;
  users: UsersTable;
  session_tokens: SessionTokensTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  login_codes: LoginCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  saved_addresses: SavedAddressesTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  contact_queries: ContactQueriesTable;
  enquiry_events: EnquiryEventsTable;
  notifications: NotificationsTable;
  sandbox_razorpay_orders: SandboxRazorpayOrdersTable;
  sandbox_razorpay_payments: SandboxRazorpayPaymentsTable;
  sandbox_paypal_orders: SandboxPayPalOrdersTable;
  sandbox_paypal_tokens: SandboxPayPalTokensTable;
  refund_requests: RefundRequestsTable;
  sandbox_razorpay_refunds: SandboxRazorpayRefundsTable;
  sandbox_paypal_refunds: SandboxPayPalRefundsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  shop_settings: ShopSettingsTable;
  tax_settings: TaxSettingsTable;
  gst_rates: GstRatesTable;
  document_series: DocumentSeriesTable;
  tax_invoices: TaxInvoicesTable;
  tax_invoice_lines: TaxInvoiceLinesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  audit_log: AuditLogTable;
  order_events: OrderEventsTable;
  analytics_page_views: AnalyticsPageViewsTable;
  analytics_cart_adds: AnalyticsCartAddsTable;
  analytics_vitals: AnalyticsVitalsTable;
  analytics_shared_visits: AnalyticsSharedVisitsTable;
  order_sales_days: OrderSalesDaysTable;
  order_sales_day_totals: OrderSalesDayTotalsTable;
  order_product_day_totals: OrderProductDayTotalsTable;
  stock_adjustments: StockAdjustmentsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  wishlist_items: WishlistItemsTable;
  pictures: PicturesTable;
  product_import_jobs: ProductImportJobsTable;
  product_handles: ProductHandlesTable;
  reviews: ReviewsTable;
  review_photos: ReviewPhotosTable;
}
