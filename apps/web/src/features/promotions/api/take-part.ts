import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionEndpoints, type PromotionDetail } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import type { CheckedImage } from '../../../shared/lib/image-file.ts';
import { PROMOTIONS_QUERY_KEY } from './get-promotions.ts';

export interface ApplyInput {
  id: number;
  remark: string;
  images: CheckedImage[];
}

/**
 * Uploads each picture (`POST /wps/relay/promotions/images`, typed by its bytes), then sends the
 * application with their ids (`POST /wps/relay/promotions/:id/apply`).
 */
export const applyToPromotion = async ({ id, remark, images }: ApplyInput): Promise<PromotionDetail> => {
  const imageIds: string[] = [];
  for (const image of images) {
    const uploaded = await call(promotionEndpoints.uploadImage, {
      file: new Blob([image.file], { type: image.contentType }),
    });
    imageIds.push(uploaded.id);
  }
  return call(promotionEndpoints.apply, { params: { id }, body: { remark, imageIds } });
};

/** `POST /wps/relay/promotions/:id/join`: one click; a reward comes with it when the promotion has one. */
export const joinPromotion = (id: number): Promise<PromotionDetail> =>
  call(promotionEndpoints.join, { params: { id } });

const useRefreshing = <I>(mutationFn: (input: I) => Promise<PromotionDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY }),
  });
};

export const useApplyToPromotion = () => useRefreshing(applyToPromotion);
export const useJoinPromotion = () => useRefreshing(joinPromotion);
