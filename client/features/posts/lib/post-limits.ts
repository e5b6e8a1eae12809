import {
  POST_COMPANY_NAME_MAX,
  POST_DESCRIPTION_MAX,
  POST_IMAGES_MAX,
  POST_PRICE_MAX,
  POST_QUANTITY_MAX,
  POST_QUANTITY_MIN,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  POST_UNIT_MAX,
} from '#common/schemas/posts.ts';

/** Values every validation message of the post form may mention (`{{titleMax}}`). */
export const POST_LIMITS = {
  titleMin: POST_TITLE_MIN,
  titleMax: POST_TITLE_MAX,
  descriptionMax: POST_DESCRIPTION_MAX,
  imagesMax: POST_IMAGES_MAX,
  priceMax: POST_PRICE_MAX,
  quantityMin: POST_QUANTITY_MIN,
  quantityMax: POST_QUANTITY_MAX,
  unitMax: POST_UNIT_MAX,
  companyNameMax: POST_COMPANY_NAME_MAX,
};
