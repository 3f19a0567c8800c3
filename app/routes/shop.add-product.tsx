/**
 * /shop/add-product: the product form (SPEC §2 Shop, §4 'Adding Product...', §5 Product, §8).
 * Signed-in accounts only. Without JavaScript it is a multipart form post to this route's action,
 * which runs the addProduct mutation in-process; with JavaScript the API's own schema gives hints
 * first and a missing image is said at once. After a refusal every typed field comes back.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import type { FormEvent } from "react";
import {
  IMAGE_REQUIRED_MESSAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_FIELDS,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT_FIELDS,
  validateProduct,
  type ProductFieldErrors,
} from "../../graphql/modules/products/product-schema";
import { PRODUCT_CATEGORIES } from "../../graphql/shared/vocabulary";
import { checkDeclaredFile, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { Field } from "~/components/labelled-field";
import {
  CountedTextField,
  FileField,
  FIX_FIELDS_MESSAGE,
  FormPage,
  SubmitButton,
  typedValues,
  UploadFormCard,
  useUploadForm,
  VocabularyField,
} from "~/components/upload-form";
import { useT } from "~/i18n/use-t";
import { runMutation } from "~/lib/graphql.server";
import { addProductFailed, imageUploadFailed, PRODUCT_TOASTS, TRY_AGAIN_MESSAGE } from "~/lib/product-toasts";
import { fieldErrorMap, formPageLoader, startSubmission, UPLOAD_REFUSAL_FRAGMENT } from "~/lib/public-forms.server";
import { loginPathFor, safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { showToast } from "~/lib/toast";
import { requireViewer } from "~/lib/viewer.server";
import { pageMeta } from "~/components/content/page-meta";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction<typeof loader> = pageMeta("shop", "addMetaTitle", "addMetaDescription");

export const headers = pageHeaders;

const ADD_PRODUCT_PATH = "/shop/add-product";
const IMAGE = UPLOAD_PURPOSES.productImage;

/** Adding a product needs an account. */
export const loader = (args: LoaderFunctionArgs) => formPageLoader(args, "shop", ["uploads", "product"]);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const { form, values, files, translate, refused } = await startSubmission(
    request,
    context,
    { text: PRODUCT_TEXT_FIELDS, boxes: [], files: ["image"], all: PRODUCT_FIELDS },
    "uploads",
    "product",
  );

  if (!form) return refused(400, addProductFailed("The form could not be read. Please choose the image again and resend it."));
  // The API's own rules first: a stock that is not a whole number cannot even be sent as one.
  const checked = validateProduct(values);
  const fieldErrors: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
  const image = files.image;
  if (!image) return refused(400, PRODUCT_TOASTS.imageRequired, { ...fieldErrors, image: IMAGE_REQUIRED_MESSAGE });
  if (!checked.ok) return refused(400, addProductFailed(FIX_FIELDS_MESSAGE), fieldErrors);

  let result: ResultOf<typeof ADD_PRODUCT_MUTATION>["addProduct"];
  try {
    const input = { ...values, stock: checked.value.stock };
    result = (await runMutation(context, request, ADD_PRODUCT_MUTATION, { input, image })).addProduct;
  } catch (error) {
    console.error("Adding a product failed unexpectedly:", error);
    return refused(503, addProductFailed(TRY_AGAIN_MESSAGE));
  }
  switch (result.__typename) {
    case "ProductAdded":
      return safeRedirect(`/shop/product/${encodeURIComponent(result.product.id)}`, {
        headers: { "Set-Cookie": await flashToast(request, context, translate.toast(PRODUCT_TOASTS.added)) },
      });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(ADD_PRODUCT_PATH));
    case "UploadFailed":
      return refused(503, imageUploadFailed(result.message));
    case "AddProductInvalid": {
      const errors = fieldErrorMap<keyof ProductFieldErrors>(result.fieldErrors);
      return refused(400, errors.image ? imageUploadFailed(errors.image) : addProductFailed(FIX_FIELDS_MESSAGE), errors);
    }
  }
}

export default function AddProductPage() {
  const actionData = useActionData<typeof action>();
  const t = useT("shop");
  const form = useUploadForm(ADD_PRODUCT_PATH, PRODUCT_FIELDS, actionData);
  const { show, fieldProps, valueProps, fileProps, translate, busy } = form;
  const values = actionData?.values;

  // With JavaScript: the API's rules as hints, and a missing image said at once, before anything is sent.
  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const checked = validateProduct(typedValues(data, PRODUCT_TEXT_FIELDS));
    const hints: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
    const image = data.get("image");
    const chosen = image instanceof File && image.size > 0;
    hints.image = chosen ? (checkDeclaredFile(IMAGE, image) ?? undefined) : IMAGE_REQUIRED_MESSAGE;
    if (!show(translate.errors(hints))) return;
    event.preventDefault();
    if (!chosen) showToast(translate.toast(PRODUCT_TOASTS.imageRequired));
    else if (hints.image) showToast(translate.toast(imageUploadFailed(hints.image)));
  }

  return (
    <FormPage back={{ to: "/shop", label: t("backToShop") }} title={t("addTitle")} lead={t("addLead")} toast={actionData?.toast}>
      <UploadFormCard id="product" form={form} onSubmit={check}>
        <Field {...fieldProps("name")} label={t("productName")} wide>
          <input name="name" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={values?.name} />
        </Field>
        <Field {...fieldProps("brand")} label={t("brand")}>
          <input name="brand" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={values?.brand} />
        </Field>
        <VocabularyField {...valueProps("category")} label={t("category")} placeholder={t("selectCategory")} choices={PRODUCT_CATEGORIES} />
        <Field {...fieldProps("price")} label={t("price")} hint={t("priceHint")}>
          <input name="price" type="number" required min={0.01} step={0.01} inputMode="decimal" defaultValue={values?.price} />
        </Field>
        <Field {...fieldProps("stock")} label={t("stock")} hint={t("stockHint")}>
          <input name="stock" type="number" required min={0} step={1} inputMode="numeric" defaultValue={values?.stock} />
        </Field>
        <CountedTextField {...valueProps("description")} label={t("description")} max={PRODUCT_DESCRIPTION_MAX} rows={5} />
        {/* Not `required`: a missing image gets the spec's 'Image Required' toast rather than the browser's bubble. */}
        <FileField {...fileProps("image")} purpose={IMAGE} label={t("productImage")} chooseAgain={t("chooseImageAgain")} wide />
        <SubmitButton busy={busy} label={t("addProduct")} busyLabel={t("addingProduct")} />
      </UploadFormCard>
    </FormPage>
  );
}

const ADD_PRODUCT_MUTATION = graphql(
  `
    mutation AddProductForm($input: AddProductInput!, $image: File!) {
      addProduct(input: $input, image: $image) {
        __typename
        ... on ProductAdded {
          product {
            id
          }
        }
        ... on AddProductInvalid {
          message
          fieldErrors {
            field
            message
          }
        }
        ...UploadRefusal
      }
    }
  `,
  [UPLOAD_REFUSAL_FRAGMENT],
);
