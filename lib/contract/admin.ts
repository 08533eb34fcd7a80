import { endpoint } from './define';
import { adminRoutes } from './admin-routes';
import {
  addStaffBody,
  adminLoginBody,
  adminLoginResponse,
  adminLogoutBody,
  adminLogoutResponse,
  adminSessionQuery,
  adminSessionResponse,
  adminVerifyLoginBody,
  adminVerifyLoginResponse,
  changeStaffRoleBody,
  confirmAuthenticatorChangeBody,
  confirmAuthenticatorChangeResponse,
  createStaffApiTokenBody,
  createStaffApiTokenResponse,
  deactivateStaffBody,
  getSettingsQuery,
  listAuditLogQuery,
  listAuditLogResponse,
  listStaffQuery,
  listStaffResponse,
  reactivateStaffBody,
  resetStaffAuthenticatorBody,
  settingsResponse,
  staffChangeResponse,
  staffEndpoint,
  startAuthenticatorChangeBody,
  startAuthenticatorChangeResponse,
  updateSettingsBody,
} from './admin-staff';
import {
  cancelOrderBody,
  confirmOrderBody,
  deliverOrderBody,
  exportOrdersQuery,
  exportOrdersResponse,
  fulfilmentActionResponse,
  getAdminCustomerQuery,
  getAdminCustomerResponse,
  getAdminOrderQuery,
  getAdminOrderResponse,
  listAdminCustomersQuery,
  listAdminCustomersResponse,
  listAdminOrdersQuery,
  listAdminOrdersResponse,
  packOrderBody,
  packingSlipQuery,
  packingSlipResponse,
  packingSlipsQuery,
  refundOrderBody,
  refundOrderResponse,
  retryRefundBody,
  returnOrderBody,
  shipOrderBody,
} from './admin-orders';
import { adminDashboardQuery, adminDashboardResponse } from './admin-reports';
import {
  addEnquiryNoteBody,
  changeEnquiryStatusBody,
  enquiryChangeResponse,
  getEnquiryQuery,
  getEnquiryResponse,
  listEnquiriesQuery,
  listEnquiriesResponse,
  replyToEnquiryBody,
} from './admin-enquiries';
import {
  createPromoBody,
  getPromoQuery,
  listPromosQuery,
  listPromosResponse,
  promoChangeResponse,
  promoResponse,
  promoSwitchBody,
  updatePromoBody,
} from './admin-promos';
import {
  adminProductResponse,
  createProductBody,
  getAdminProductQuery,
  listAdminProductsQuery,
  listAdminProductsResponse,
  productActionBody,
  productChangeResponse,
  updateProductBody,
} from './admin-products';
import {
  adjustStockBody,
  adjustStockResponse,
  getProductStockQuery,
  getProductStockResponse,
  listRestockQuery,
  listRestockResponse,
} from './admin-stock';
import { uploadPictureBody, uploadPictureResponse } from './admin-pictures';
import {
  exportProductsQuery,
  exportProductsResponse,
  getImportJobQuery,
  importJobResponse,
  importProductsBody,
  importProductsResponse,
} from './admin-product-import';
import {
  addSubcategoryBody,
  adminCategoryResponse,
  categoryChangeResponse,
  getAdminCategoryQuery,
  listAdminCategoriesQuery,
  listAdminCategoriesResponse,
  reorderCategoriesBody,
  reorderCategoriesResponse,
  reorderSubcategoriesBody,
  updateCategoryBody,
  updateSubcategoryBody,
} from './admin-categories';
import {
  featureReviewBody,
  listReviewsQuery,
  listReviewsResponse,
  replyToReviewBody,
  reviewChangeResponse,
  reviewSwitchBody,
} from './admin-reviews';
import {
  blogPostChangeResponse,
  blogPostResponse,
  createBlogPostBody,
  getBlogPostQuery,
  listBlogPostsQuery,
  listBlogPostsResponse,
  publishBlogPostBody,
  unpublishBlogPostBody,
  updateBlogPostBody,
} from './admin-blog';
import { taxEndpoints } from './admin-tax';
import { gstReturnEndpoints } from './admin-gst-returns';

/**
 * The back office's calls (issue 13): staff sign-in, the audit log, orders
 * and their fulfilment. Every one is under /api/admin/, marked `staff` in
 * `adminRoutes` (lib/server/http/route.ts enforces the marker).
 */
export * from './admin-staff';
export * from './admin-orders';
export * from './admin-reports';
export * from './admin-enquiries';
export * from './admin-promos';
export * from './admin-products';
export * from './admin-stock';
export * from './admin-pictures';
export * from './admin-categories';
export * from './admin-product-import';
export * from './admin-reviews';
export * from './admin-blog';
export * from './admin-tax';

export const adminEndpoints = {
  adminLogin: endpoint({ ...adminRoutes.adminLogin, input: adminLoginBody, response: adminLoginResponse }),
  adminVerifyLogin: endpoint({
    ...adminRoutes.adminVerifyLogin,
    input: adminVerifyLoginBody,
    response: adminVerifyLoginResponse,
  }),
  adminLogout: staffEndpoint({ ...adminRoutes.adminLogout, input: adminLogoutBody, response: adminLogoutResponse }),
  getAdminSession: staffEndpoint({
    ...adminRoutes.getAdminSession,
    input: adminSessionQuery,
    response: adminSessionResponse,
  }),
  createStaffApiToken: staffEndpoint({
    ...adminRoutes.createStaffApiToken,
    input: createStaffApiTokenBody,
    response: createStaffApiTokenResponse,
  }),
  listAuditLog: staffEndpoint({
    ...adminRoutes.listAuditLog,
    input: listAuditLogQuery,
    response: listAuditLogResponse,
  }),
  listAdminOrders: staffEndpoint({
    ...adminRoutes.listAdminOrders,
    input: listAdminOrdersQuery,
    response: listAdminOrdersResponse,
  }),
  getAdminOrder: staffEndpoint({
    ...adminRoutes.getAdminOrder,
    input: getAdminOrderQuery,
    response: getAdminOrderResponse,
  }),
  confirmOrder: staffEndpoint({
    ...adminRoutes.confirmOrder,
    input: confirmOrderBody,
    response: fulfilmentActionResponse,
  }),
  packOrder: staffEndpoint({ ...adminRoutes.packOrder, input: packOrderBody, response: fulfilmentActionResponse }),
  shipOrder: staffEndpoint({ ...adminRoutes.shipOrder, input: shipOrderBody, response: fulfilmentActionResponse }),
  deliverOrder: staffEndpoint({
    ...adminRoutes.deliverOrder,
    input: deliverOrderBody,
    response: fulfilmentActionResponse,
  }),
  returnOrder: staffEndpoint({
    ...adminRoutes.returnOrder,
    input: returnOrderBody,
    response: fulfilmentActionResponse,
  }),
  cancelOrder: staffEndpoint({
    ...adminRoutes.cancelOrder,
    input: cancelOrderBody,
    response: fulfilmentActionResponse,
  }),
  exportOrders: staffEndpoint({
    ...adminRoutes.exportOrders,
    input: exportOrdersQuery,
    response: exportOrdersResponse,
  }),
  listAdminCustomers: staffEndpoint({
    ...adminRoutes.listAdminCustomers,
    input: listAdminCustomersQuery,
    response: listAdminCustomersResponse,
  }),
  getAdminCustomer: staffEndpoint({
    ...adminRoutes.getAdminCustomer,
    input: getAdminCustomerQuery,
    response: getAdminCustomerResponse,
  }),
  getAdminDashboard: staffEndpoint({
    ...adminRoutes.getAdminDashboard,
    input: adminDashboardQuery,
    response: adminDashboardResponse,
  }),
  refundOrder: staffEndpoint({ ...adminRoutes.refundOrder, input: refundOrderBody, response: refundOrderResponse }),
  getPackingSlip: staffEndpoint({
    ...adminRoutes.getPackingSlip,
    input: packingSlipQuery,
    response: packingSlipResponse,
  }),
  getPackingSlips: staffEndpoint({
    ...adminRoutes.getPackingSlips,
    input: packingSlipsQuery,
    response: packingSlipResponse,
  }),
  retryRefund: staffEndpoint({ ...adminRoutes.retryRefund, input: retryRefundBody, response: refundOrderResponse }),
  listStaff: staffEndpoint({ ...adminRoutes.listStaff, input: listStaffQuery, response: listStaffResponse }),
  addStaff: staffEndpoint({ ...adminRoutes.addStaff, input: addStaffBody, response: staffChangeResponse }),
  changeStaffRole: staffEndpoint({
    ...adminRoutes.changeStaffRole,
    input: changeStaffRoleBody,
    response: staffChangeResponse,
  }),
  deactivateStaff: staffEndpoint({
    ...adminRoutes.deactivateStaff,
    input: deactivateStaffBody,
    response: staffChangeResponse,
  }),
  reactivateStaff: staffEndpoint({
    ...adminRoutes.reactivateStaff,
    input: reactivateStaffBody,
    response: staffChangeResponse,
  }),
  resetStaffAuthenticator: staffEndpoint({
    ...adminRoutes.resetStaffAuthenticator,
    input: resetStaffAuthenticatorBody,
    response: staffChangeResponse,
  }),
  startAuthenticatorChange: staffEndpoint({
    ...adminRoutes.startAuthenticatorChange,
    input: startAuthenticatorChangeBody,
    response: startAuthenticatorChangeResponse,
  }),
  confirmAuthenticatorChange: staffEndpoint({
    ...adminRoutes.confirmAuthenticatorChange,
    input: confirmAuthenticatorChangeBody,
    response: confirmAuthenticatorChangeResponse,
  }),
  getSettings: staffEndpoint({ ...adminRoutes.getSettings, input: getSettingsQuery, response: settingsResponse }),
  updateSettings: staffEndpoint({
    ...adminRoutes.updateSettings,
    input: updateSettingsBody,
    response: settingsResponse,
  }),
  ...taxEndpoints,
  ...gstReturnEndpoints,
  listEnquiries: staffEndpoint({
    ...adminRoutes.listEnquiries,
    input: listEnquiriesQuery,
    response: listEnquiriesResponse,
  }),
  getEnquiry: staffEndpoint({ ...adminRoutes.getEnquiry, input: getEnquiryQuery, response: getEnquiryResponse }),
  addEnquiryNote: staffEndpoint({
    ...adminRoutes.addEnquiryNote,
    input: addEnquiryNoteBody,
    response: enquiryChangeResponse,
  }),
  replyToEnquiry: staffEndpoint({
    ...adminRoutes.replyToEnquiry,
    input: replyToEnquiryBody,
    response: enquiryChangeResponse,
  }),
  changeEnquiryStatus: staffEndpoint({
    ...adminRoutes.changeEnquiryStatus,
    input: changeEnquiryStatusBody,
    response: enquiryChangeResponse,
  }),
  listPromos: staffEndpoint({ ...adminRoutes.listPromos, input: listPromosQuery, response: listPromosResponse }),
  createPromo: staffEndpoint({ ...adminRoutes.createPromo, input: createPromoBody, response: promoChangeResponse }),
  getPromo: staffEndpoint({ ...adminRoutes.getPromo, input: getPromoQuery, response: promoResponse }),
  updatePromo: staffEndpoint({ ...adminRoutes.updatePromo, input: updatePromoBody, response: promoChangeResponse }),
  pausePromo: staffEndpoint({ ...adminRoutes.pausePromo, input: promoSwitchBody, response: promoChangeResponse }),
  resumePromo: staffEndpoint({ ...adminRoutes.resumePromo, input: promoSwitchBody, response: promoChangeResponse }),
  listAdminProducts: staffEndpoint({
    ...adminRoutes.listAdminProducts,
    input: listAdminProductsQuery,
    response: listAdminProductsResponse,
  }),
  createProduct: staffEndpoint({
    ...adminRoutes.createProduct,
    input: createProductBody,
    response: productChangeResponse,
  }),
  getAdminProduct: staffEndpoint({
    ...adminRoutes.getAdminProduct,
    input: getAdminProductQuery,
    response: adminProductResponse,
  }),
  updateProduct: staffEndpoint({
    ...adminRoutes.updateProduct,
    input: updateProductBody,
    response: productChangeResponse,
  }),
  duplicateProduct: staffEndpoint({
    ...adminRoutes.duplicateProduct,
    input: productActionBody,
    response: productChangeResponse,
  }),
  activateProduct: staffEndpoint({
    ...adminRoutes.activateProduct,
    input: productActionBody,
    response: productChangeResponse,
  }),
  withdrawProduct: staffEndpoint({
    ...adminRoutes.withdrawProduct,
    input: productActionBody,
    response: productChangeResponse,
  }),
  getProductStock: staffEndpoint({
    ...adminRoutes.getProductStock,
    input: getProductStockQuery,
    response: getProductStockResponse,
  }),
  adjustStock: staffEndpoint({ ...adminRoutes.adjustStock, input: adjustStockBody, response: adjustStockResponse }),
  listRestock: staffEndpoint({ ...adminRoutes.listRestock, input: listRestockQuery, response: listRestockResponse }),
  exportProducts: staffEndpoint({
    ...adminRoutes.exportProducts,
    input: exportProductsQuery,
    response: exportProductsResponse,
  }),
  importProducts: staffEndpoint({
    ...adminRoutes.importProducts,
    input: importProductsBody,
    response: importProductsResponse,
  }),
  getImportJob: staffEndpoint({
    ...adminRoutes.getImportJob,
    input: getImportJobQuery,
    response: importJobResponse,
  }),
  uploadPicture: staffEndpoint({
    ...adminRoutes.uploadPicture,
    input: uploadPictureBody,
    response: uploadPictureResponse,
  }),
  listAdminCategories: staffEndpoint({
    ...adminRoutes.listAdminCategories,
    input: listAdminCategoriesQuery,
    response: listAdminCategoriesResponse,
  }),
  reorderCategories: staffEndpoint({
    ...adminRoutes.reorderCategories,
    input: reorderCategoriesBody,
    response: reorderCategoriesResponse,
  }),
  getAdminCategory: staffEndpoint({
    ...adminRoutes.getAdminCategory,
    input: getAdminCategoryQuery,
    response: adminCategoryResponse,
  }),
  updateCategory: staffEndpoint({
    ...adminRoutes.updateCategory,
    input: updateCategoryBody,
    response: categoryChangeResponse,
  }),
  addSubcategory: staffEndpoint({
    ...adminRoutes.addSubcategory,
    input: addSubcategoryBody,
    response: categoryChangeResponse,
  }),
  reorderSubcategories: staffEndpoint({
    ...adminRoutes.reorderSubcategories,
    input: reorderSubcategoriesBody,
    response: categoryChangeResponse,
  }),
  updateSubcategory: staffEndpoint({
    ...adminRoutes.updateSubcategory,
    input: updateSubcategoryBody,
    response: categoryChangeResponse,
  }),
  listReviews: staffEndpoint({ ...adminRoutes.listReviews, input: listReviewsQuery, response: listReviewsResponse }),
  publishReview: staffEndpoint({
    ...adminRoutes.publishReview,
    input: reviewSwitchBody,
    response: reviewChangeResponse,
  }),
  hideReview: staffEndpoint({ ...adminRoutes.hideReview, input: reviewSwitchBody, response: reviewChangeResponse }),
  replyToReview: staffEndpoint({
    ...adminRoutes.replyToReview,
    input: replyToReviewBody,
    response: reviewChangeResponse,
  }),
  featureReview: staffEndpoint({
    ...adminRoutes.featureReview,
    input: featureReviewBody,
    response: reviewChangeResponse,
  }),
  listBlogPosts: staffEndpoint({
    ...adminRoutes.listBlogPosts,
    input: listBlogPostsQuery,
    response: listBlogPostsResponse,
  }),
  createBlogPost: staffEndpoint({
    ...adminRoutes.createBlogPost,
    input: createBlogPostBody,
    response: blogPostChangeResponse,
  }),
  getBlogPost: staffEndpoint({ ...adminRoutes.getBlogPost, input: getBlogPostQuery, response: blogPostResponse }),
  updateBlogPost: staffEndpoint({
    ...adminRoutes.updateBlogPost,
    input: updateBlogPostBody,
    response: blogPostChangeResponse,
  }),
  publishBlogPost: staffEndpoint({
    ...adminRoutes.publishBlogPost,
    input: publishBlogPostBody,
    response: blogPostChangeResponse,
  }),
  unpublishBlogPost: staffEndpoint({
    ...adminRoutes.unpublishBlogPost,
    input: unpublishBlogPostBody,
    response: blogPostChangeResponse,
  }),
} as const;
