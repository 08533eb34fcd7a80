import 'server-only';
import { validationError } from '../contract';
import { adminEndpoints } from '../contract/admin';
import { adminRoutes } from '../contract/admin-routes';
import type { AdminEndpointName } from '../api/admin-client';
import type { RequestContext, StaffRequestContext } from './services/request-context';
import { getAdminCustomer, getAdminDashboard, listAdminCustomers } from './services/analytics/admin-reports';
import { getAdminOrder, listAdminOrders } from './services/orders/admin-orders';
import { refundOrder, retryRefund } from './services/payments/admin-refunds';
import { getPackingSlip, getPackingSlips } from './services/fulfilment/packing-slips';
import { getAdminOrderTaxDocument } from './services/tax/tax-document-files';
import { listAuditLog } from './services/staff/audit';
import {
  cancelOrder,
  confirmOrder,
  deliverOrder,
  packOrder,
  returnOrder,
  shipOrder,
} from './services/fulfilment/fulfilment';
import {
  adminLogin,
  adminLogout,
  adminVerifyLogin,
  authenticateStaff,
  confirmAuthenticatorChange,
  createStaffApiToken,
  getAdminSession,
  staffCookieName,
  startAuthenticatorChange,
} from './services/staff/staff-auth';
import { getSettings, updateSettings } from './services/staff/settings';
import { getTaxSettings, updateTaxSettings } from './services/tax/tax-settings';
import { addGstRate, listGstRates } from './services/tax/gst-rates';
import { getGstReturn, getGstReturnCsv } from './services/tax/gst-returns';
import {
  addEnquiryNote,
  changeEnquiryStatus,
  getEnquiry,
  listEnquiries,
  replyToEnquiry,
} from './services/messages/enquiries';
import {
  createBlogPost,
  getBlogPost,
  listBlogPosts,
  publishBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from './services/catalogue/admin-blog';
import { createPromo, getPromo, listPromos, pausePromo, resumePromo, updatePromo } from './services/cart/admin-promos';
import { featureReview, hideReview, listReviews, publishReview, replyToReview } from './services/reviews/admin-reviews';
import {
  activateProduct,
  createProduct,
  duplicateProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
  withdrawProduct,
} from './services/catalogue/admin-products';
import {
  addSubcategory,
  getAdminCategory,
  listAdminCategories,
  reorderCategories,
  reorderSubcategories,
  updateCategory,
  updateSubcategory,
} from './services/catalogue/admin-categories';
import {
  addStaff,
  changeStaffRole,
  deactivateStaff,
  listStaff,
  reactivateStaff,
  resetStaffAuthenticator,
} from './services/staff/staff';
import { adjustStock, getProductStock, listRestock } from './services/catalogue/admin-stock';
import { getImportJob } from './services/catalogue/product-import';

/** The services answering the back office's calls, by name, for its server rendering (lib/api/admin-server.ts). */
const signInHandlers = { adminLogin, adminVerifyLogin };
const staffHandlers = {
  adminLogout,
  getAdminSession,
  createStaffApiToken,
  listAuditLog,
  listAdminOrders,
  getAdminOrder,
  confirmOrder,
  packOrder,
  shipOrder,
  deliverOrder,
  returnOrder,
  cancelOrder,
  refundOrder,
  retryRefund,
  getPackingSlip,
  getPackingSlips,
  getAdminOrderTaxDocument,
  listAdminCustomers,
  getAdminCustomer,
  getAdminDashboard,
  listStaff,
  addStaff,
  changeStaffRole,
  deactivateStaff,
  reactivateStaff,
  resetStaffAuthenticator,
  startAuthenticatorChange,
  confirmAuthenticatorChange,
  getSettings,
  updateSettings,
  getTaxSettings,
  updateTaxSettings,
  listGstRates,
  addGstRate,
  getGstReturn,
  getGstReturnCsv,
  listEnquiries,
  getEnquiry,
  addEnquiryNote,
  replyToEnquiry,
  changeEnquiryStatus,
  listPromos,
  createPromo,
  getPromo,
  updatePromo,
  pausePromo,
  resumePromo,
  listAdminProducts,
  createProduct,
  getAdminProduct,
  updateProduct,
  duplicateProduct,
  activateProduct,
  withdrawProduct,
  getProductStock,
  adjustStock,
  listRestock,
  getImportJob,
  listAdminCategories,
  reorderCategories,
  getAdminCategory,
  updateCategory,
  addSubcategory,
  reorderSubcategories,
  updateSubcategory,
  listReviews,
  publishReview,
  hideReview,
  replyToReview,
  featureReview,
  listBlogPosts,
  createBlogPost,
  getBlogPost,
  updateBlogPost,
  publishBlogPost,
  unpublishBlogPost,
} satisfies Record<Exclude<AdminEndpointName, keyof typeof signInHandlers>, unknown>;

/** Only the staff session cookie of a Cookie header (nothing else of the browser's is passed on). */
export function staffCookieOf(cookieHeader: string | null): string | null {
  const name = staffCookieName();
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return `${name}=${part.slice(index + 1).trim()}`;
  }
  return null;
}

/**
 * One back-office call in-process, as its route handler makes it: the input
 * parsed with the contract, the staff session of the cookie checked for the
 * route's role (401, 403), then the service.
 */
export async function callAdminHandler(
  name: AdminEndpointName,
  input: unknown,
  context: RequestContext,
): Promise<unknown> {
  const route = adminRoutes[name];
  let staffContext: StaffRequestContext | null = null;
  if (route.staff === 'staff' || route.staff === 'owner')
    staffContext = { ...context, staff: await authenticateStaff(context, route.staff) };
  const parsed = adminEndpoints[name].input.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  if (staffContext === null) {
    const handler = signInHandlers[name as keyof typeof signInHandlers] as (
      input: unknown,
      context: RequestContext,
    ) => Promise<unknown>;
    return handler(parsed.data, context);
  }
  const handler = staffHandlers[name as keyof typeof staffHandlers] as (
    input: unknown,
    context: StaffRequestContext,
  ) => Promise<unknown>;
  return handler(parsed.data, staffContext);
}
