import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

export const VectorInputs = () => (
  <>
    <BilingualInputs />
    <OrderInput />
  </>
);
