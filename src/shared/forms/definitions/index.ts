import type { FormDefinition } from '../field-definition';
import { brandForm } from './brand';
import { campaignEmailForm } from './campaign-email';
import { campaignEmailPreferenceForm } from './campaign-email-preference';
import { campaignWhatsappForm } from './campaign-whatsapp';
import { carrierPricingForm } from './carrier-pricing';
import { cartLinkForm } from './cart-link';
import { categoryForm } from './category';
import { contentForm } from './content';
import { courseForm } from './course';
import { customerForm } from './customer';
import { customerCreditForm } from './customer-credit';
import { customerSegmentForm } from './customer-segment';
import { emailTemplateForm } from './email-template';
import { linkForm } from './link';
import { popupLeadForm } from './popup-lead';
import { postForm } from './post';
import { pricingRuleForm } from './pricing-rule';
import { productForm } from './product';
import { productGiftForm } from './product-gift';
import { productTreeForm } from './product-tree';
import { productTypeForm } from './product-type';
import { productTypeGroupForm } from './product-type-group';
import { promotionRuleForm } from './promotion-rule';
import { ratingStoreForm } from './rating-store';
import { salesRuleForm } from './sales-rule';
import { shippingQuoteForm } from './shipping-quote';
import { stockForm } from './stock';
import { stockFileForm } from './stock-file';
import { stockTradeFileForm } from './stock-trade-file';

/** The form of every configured collection of spec 02 §3 whose fields the spec shows. */
export const formDefinitions: readonly FormDefinition[] = [
  customerForm,
  cartLinkForm,
  shippingQuoteForm,
  popupLeadForm,
  brandForm,
  productForm,
  productTreeForm,
  productTypeForm,
  productTypeGroupForm,
  productGiftForm,
  categoryForm,
  ratingStoreForm,
  carrierPricingForm,
  courseForm,
  linkForm,
  postForm,
  contentForm,
  stockForm,
  stockFileForm,
  stockTradeFileForm,
  salesRuleForm,
  promotionRuleForm,
  pricingRuleForm,
  customerCreditForm,
  customerSegmentForm,
  emailTemplateForm,
  campaignEmailForm,
  campaignEmailPreferenceForm,
  campaignWhatsappForm,
];

/**
 * Collections of spec 02 §3 whose fields the spec does not show: they get an inferred form.
 * Definitions may still point at them (a campaign's WhatsApp template).
 */
export const inferredSpecCollections: readonly string[] = [
  'whatsapp-template',
  'page',
  'search-redirect',
  'category-collection',
];
