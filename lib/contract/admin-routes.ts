import type { RouteDefinition } from './routes';

/**
 * The back office's calls (lib/contract/admin.ts): cookie-authenticated
 * staff calls under /api/admin/, out of the shop's typed client. A module of
 * their own so the storefront's first-load JavaScript, which carries
 * `routes`, does not also carry (and grow with) the back office's paths.
 * `{name}` in a path is a path parameter, parsed into the input as `name`.
 */
export const adminRoutes = {
  adminLogin: { method: 'POST', path: '/api/admin/login/', staff: 'sign-in' },
  adminVerifyLogin: { method: 'POST', path: '/api/admin/login/verify/', staff: 'sign-in' },
  adminLogout: { method: 'POST', path: '/api/admin/logout/', staff: 'staff' },
  getAdminSession: { method: 'GET', path: '/api/admin/session/', staff: 'staff' },
  createStaffApiToken: { method: 'POST', path: '/api/admin/api-tokens/', successStatus: 201, staff: 'owner' },
  listAuditLog: { method: 'GET', path: '/api/admin/audit-log/', staff: 'owner' },
  listAdminOrders: { method: 'GET', path: '/api/admin/orders/', staff: 'staff' },
  getAdminOrder: { method: 'GET', path: '/api/admin/orders/{order_number}/', staff: 'staff' },
  confirmOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/confirm/', staff: 'staff' },
  packOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/pack/', staff: 'staff' },
  shipOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/ship/', staff: 'staff' },
  deliverOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/deliver/', staff: 'staff' },
  returnOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/return/', staff: 'staff' },
  cancelOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/cancel/', staff: 'staff' },
  exportOrders: { method: 'GET', path: '/api/admin/orders/export/', staff: 'staff', file: 'text/csv' },
  listAdminCustomers: { method: 'GET', path: '/api/admin/customers/', staff: 'staff' },
  getAdminCustomer: { method: 'GET', path: '/api/admin/customers/{customer_id}/', staff: 'staff' },
  getAdminDashboard: { method: 'GET', path: '/api/admin/dashboard/', staff: 'staff' },
  refundOrder: { method: 'POST', path: '/api/admin/orders/{order_number}/refund/', staff: 'staff' },
  getPackingSlip: {
    method: 'GET',
    path: '/api/admin/orders/{order_number}/packing-slip/',
    staff: 'staff',
    file: 'application/pdf',
  },
  getPackingSlips: { method: 'GET', path: '/api/admin/packing-slips/', staff: 'staff', file: 'application/pdf' },
  retryRefund: {
    method: 'POST',
    path: '/api/admin/orders/{order_number}/refunds/{refund_request_id}/retry/',
    staff: 'staff',
  },
  listStaff: { method: 'GET', path: '/api/admin/staff/', staff: 'owner' },
  addStaff: { method: 'POST', path: '/api/admin/staff/', successStatus: 201, staff: 'owner' },
  changeStaffRole: { method: 'POST', path: '/api/admin/staff/{staff_id}/role/', staff: 'owner' },
  deactivateStaff: { method: 'POST', path: '/api/admin/staff/{staff_id}/deactivate/', staff: 'owner' },
  reactivateStaff: { method: 'POST', path: '/api/admin/staff/{staff_id}/reactivate/', staff: 'owner' },
  resetStaffAuthenticator: { method: 'POST', path: '/api/admin/staff/{staff_id}/reset-authenticator/', staff: 'owner' },
  startAuthenticatorChange: { method: 'POST', path: '/api/admin/authenticator/', staff: 'staff' },
  confirmAuthenticatorChange: { method: 'POST', path: '/api/admin/authenticator/confirm/', staff: 'staff' },
  getSettings: { method: 'GET', path: '/api/admin/settings/', staff: 'owner' },
  updateSettings: { method: 'POST', path: '/api/admin/settings/', staff: 'owner' },
  listEnquiries: { method: 'GET', path: '/api/admin/enquiries/', staff: 'staff' },
  getEnquiry: { method: 'GET', path: '/api/admin/enquiries/{enquiry_id}/', staff: 'staff' },
  addEnquiryNote: {
    method: 'POST',
    path: '/api/admin/enquiries/{enquiry_id}/notes/',
    successStatus: 201,
    staff: 'staff',
  },
  replyToEnquiry: {
    method: 'POST',
    path: '/api/admin/enquiries/{enquiry_id}/reply/',
    successStatus: 201,
    staff: 'staff',
  },
  changeEnquiryStatus: { method: 'POST', path: '/api/admin/enquiries/{enquiry_id}/status/', staff: 'staff' },
  listPromos: { method: 'GET', path: '/api/admin/promos/', staff: 'staff' },
  createPromo: { method: 'POST', path: '/api/admin/promos/', successStatus: 201, staff: 'owner' },
  getPromo: { method: 'GET', path: '/api/admin/promos/{promo_id}/', staff: 'staff' },
  updatePromo: { method: 'POST', path: '/api/admin/promos/{promo_id}/', staff: 'owner' },
  pausePromo: { method: 'POST', path: '/api/admin/promos/{promo_id}/pause/', staff: 'staff' },
  resumePromo: { method: 'POST', path: '/api/admin/promos/{promo_id}/resume/', staff: 'staff' },
  listAdminCategories: { method: 'GET', path: '/api/admin/categories/', staff: 'staff' },
  reorderCategories: { method: 'POST', path: '/api/admin/categories/order/', staff: 'owner' },
  getAdminCategory: { method: 'GET', path: '/api/admin/categories/{category_id}/', staff: 'staff' },
  updateCategory: { method: 'POST', path: '/api/admin/categories/{category_id}/', staff: 'staff' },
  addSubcategory: {
    method: 'POST',
    path: '/api/admin/categories/{category_id}/subcategories/',
    successStatus: 201,
    staff: 'owner',
  },
  reorderSubcategories: {
    method: 'POST',
    path: '/api/admin/categories/{category_id}/subcategories/order/',
    staff: 'owner',
  },
  updateSubcategory: {
    method: 'POST',
    path: '/api/admin/categories/{category_id}/subcategories/{subcategory_id}/',
    staff: 'owner',
  },
} as const satisfies Record<string, RouteDefinition>;
