/** Growth details for the tests of the growth flows, with the fields a test cares about overridable. */
import type { GrowthDetails } from '@curbcut/core';

const NO_TRIAL = { trialClaimed: false, trialExpired: false };

/** Details of a free user with the email-domain check on and no demo requested yet. */
export function growthDetails(overrides: {
  checkEmailDomain?: boolean;
  showRevenueHero?: boolean;
  demoRequestDate?: string | null;
  intro?: { required: boolean; seen: boolean };
} = {}): GrowthDetails {
  const demoRequestDate = overrides.demoRequestDate ?? null;
  return {
    userDetails: { name: 'Frida Free', email: 'free@curbcut.local', group_name: 'Free group' },
    accountSetupDetails: { role: 'admin', plan: 'Free', plan_type: 'free' },
    paywallFreeOfferData: { eligible: true, products: ['screenReader'] },
    checkEmailDomain: overrides.checkEmailDomain ?? true,
    productIntroData: { product_key: 'accessibility', required: overrides.intro?.required ?? false, seen: overrides.intro?.seen ?? false },
    proTrialData: {
      automatedTest: NO_TRIAL,
      websiteScan: NO_TRIAL,
      workflowScan: NO_TRIAL,
      assistedTest: NO_TRIAL,
      pdfScanner: NO_TRIAL,
      screenReader: NO_TRIAL,
    },
    pricingDetails: { current_plan_id: 'free', plans: [] },
    meta: { authenticity_token: 'csrf-1', showRevenueHero: overrides.showRevenueHero ?? false },
    contactUsDetails: { demoRequestSubmitted: demoRequestDate !== null, demoRequestDate },
    ab_experiment_details: { product_intro: 'variant' },
  };
}
