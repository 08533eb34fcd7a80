import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { initialMigration } from './001-initial';
import { shopperSessionMigration } from './002-shopper-session';
import { paymentsMigration } from './003-payments';
import { searchMigration } from './004-search';
import { catalogueScaleMigration } from './005-catalogue-scale';
import { abuseLimitsMigration } from './006-abuse-limits';
import { emailConfirmationMigration } from './007-email-confirmation';
import { refundsMigration } from './008-refunds';
import { backOfficeMigration } from './009-back-office';
import { deliveryCountryMigration } from './010-delivery-country';
import { refundRequestsMigration } from './012-refund-requests';
import { outboxMigration } from './013-outbox';
import { analyticsMigration } from './014-analytics';
import { shopSettingsMigration } from './015-shop-settings';
import { refundOfDuePaymentMigration } from './016-refund-of-due-payment';
import { enquiriesMigration } from './017-enquiries';
import { promoAdminMigration } from './018-promo-admin';
import { productEditorMigration } from './019-product-editor';
import { stockAdjustmentsMigration } from './020-stock-adjustments';
import { picturesMigration } from './021-pictures';
import { categoryNamesMigration } from './022-category-names';
import { importJobsMigration } from './025-import-jobs';
import { reviewsMigration } from './023-reviews';
import { blogEditorMigration } from './024-blog-editor';
import { reviewPhotosMigration } from './026-review-photos';
import { cartSeenPriceMigration } from './027-cart-seen-price';
import { gstMigration } from './028-gst';
import { taxDocumentsMigration } from './029-tax-documents';
import { sitemapLastmodMigration } from './030-sitemap-lastmod';
import { backInStockMigration } from './031-back-in-stock';
import { sharedSourcesMigration } from './032-shared-sources';
import { wishlistMigration } from './033-wishlist';
import { orderSalesDaysMigration } from './034-order-sales-days';
import { listingFacetsMigration } from './035-listing-facets';

/** The one migration history, in order, for both databases. Never edit a released migration: add one. */
export function getMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-shopper-session': shopperSessionMigration(dialect),
    '003-payments': paymentsMigration(dialect),
    '004-search': searchMigration(dialect),
    '005-catalogue-scale': catalogueScaleMigration(dialect),
    '006-abuse-limits': abuseLimitsMigration(),
    '007-email-confirmation': emailConfirmationMigration(dialect),
    '008-refunds': refundsMigration(dialect),
    '009-back-office': backOfficeMigration(dialect),
    '010-delivery-country': deliveryCountryMigration(dialect),
    '012-refund-requests': refundRequestsMigration(dialect),
    '013-outbox': outboxMigration(),
    '014-analytics': analyticsMigration(),
    '015-shop-settings': shopSettingsMigration(),
    '016-refund-of-due-payment': refundOfDuePaymentMigration(),
    '017-enquiries': enquiriesMigration(dialect),
    '018-promo-admin': promoAdminMigration(),
    '019-product-editor': productEditorMigration(),
    '020-stock-adjustments': stockAdjustmentsMigration(dialect),
    '021-pictures': picturesMigration(dialect),
    '022-category-names': categoryNamesMigration(dialect),
    '023-reviews': reviewsMigration(dialect),
    '024-blog-editor': blogEditorMigration(),
    '025-import-jobs': importJobsMigration(dialect),
    '026-review-photos': reviewPhotosMigration(dialect),
    '027-cart-seen-price': cartSeenPriceMigration(),
    '028-gst': gstMigration(dialect),
    '029-tax-documents': taxDocumentsMigration(dialect),
    '030-sitemap-lastmod': sitemapLastmodMigration(),
    '031-back-in-stock': backInStockMigration(dialect),
    '032-shared-sources': sharedSourcesMigration(),
    '033-wishlist': wishlistMigration(),
    '034-order-sales-days': orderSalesDaysMigration(dialect),
    '035-listing-facets': listingFacetsMigration(),
  };
}
