import { CREDIT_COSTS, SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { useTranslation } from 'react-i18next';
import { FaqList } from '../../../components/faq-list';

const QUESTIONS = ['credits', 'free', 'payment', 'signers', 'validity'] as const;

/** Pricing questions, answered from the product's rules. */
export function PricingFaq() {
  const { t } = useTranslation('pages');
  const values = { free: SIGNUP_FREE_CREDITS, signature: CREDIT_COSTS.SIGNATURE };
  return (
    <FaqList
      items={QUESTIONS.map((key) => ({
        question: t(`pricing.faq.${key}.q`),
        answer: t(`pricing.faq.${key}.a`, values),
      }))}
    />
  );
}
