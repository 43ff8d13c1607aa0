// Company management contracts (spec section 3 "Company (company management list)", "Subscription plan").

/** Numeric subscription plan: 0 standard, 1 premium. */
export enum SubscriptionPlan {
  Standard = 0,
  Premium = 1,
}

export interface AdminCompany {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  subscriptionPlan: SubscriptionPlan;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
  isActive: boolean;
  isSubscriptionActive: boolean;
  userCount: number;
  employeeCount: number;
  clientCount: number;
  invoiceCount: number;
  usedFileStorageBytes: number;
}

export interface SubscriptionPlanInfo {
  plan: SubscriptionPlan;
  name: string;
  monthlyPrice: number;
  maxFileStorageMB: number;
  maxUsers: number;
}

/** Body of POST /api/admin/companies/{id}/update-subscription. */
export interface UpdateSubscriptionRequest {
  subscriptionPlan: 'Standard' | 'Premium';
  subscriptionStartDate: string;
  subscriptionEndDate: string | null;
}
