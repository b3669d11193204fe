import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type DepositOrder } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import type { CheckedImage } from '../../../shared/lib/image-file.ts';
import { DEPOSIT_ORDERS_QUERY_KEY } from './get-deposit-orders.ts';

interface UploadProofInput {
  orderNo: string;
  image: CheckedImage;
}

/** `PUT /wps/deposit/orders/:orderNo/proof` with the image's bytes; the server checks the content too. */
export const uploadDepositProof = ({ orderNo, image }: UploadProofInput): Promise<DepositOrder> =>
  call(walletEndpoints.uploadDepositProof, {
    params: { orderNo },
    // Typed by its bytes, not by the browser's guess from the file name.
    file: new Blob([image.file], { type: image.contentType }),
  });

export const useUploadDepositProof = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDepositProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPOSIT_ORDERS_QUERY_KEY }),
  });
};
