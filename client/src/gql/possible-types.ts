
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "ConflictError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateProductResult": [
      "ConflictError",
      "MutationCreateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateToppingResult": [
      "ConflictError",
      "MutationCreateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "ConflictError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteProductResult": [
      "ConflictError",
      "MutationDeleteProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteToppingResult": [
      "ConflictError",
      "MutationDeleteToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationMoveCategoryResult": [
      "ConflictError",
      "MutationMoveCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveProductResult": [
      "ConflictError",
      "MutationMoveProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveToppingResult": [
      "ConflictError",
      "MutationMoveToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSetProductOptionSoldOutResult": [
      "ConflictError",
      "MutationSetProductOptionSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetProductSoldOutResult": [
      "ConflictError",
      "MutationSetProductSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationUpdateCategoryResult": [
      "ConflictError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProductResult": [
      "ConflictError",
      "MutationUpdateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateToppingResult": [
      "ConflictError",
      "MutationUpdateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryAdminProductsResult": [
      "QueryAdminProductsSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "ConflictError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateProductResult": [
      "ConflictError",
      "MutationCreateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateToppingResult": [
      "ConflictError",
      "MutationCreateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "ConflictError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteProductResult": [
      "ConflictError",
      "MutationDeleteProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteToppingResult": [
      "ConflictError",
      "MutationDeleteToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationMoveCategoryResult": [
      "ConflictError",
      "MutationMoveCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveProductResult": [
      "ConflictError",
      "MutationMoveProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveToppingResult": [
      "ConflictError",
      "MutationMoveToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSetProductOptionSoldOutResult": [
      "ConflictError",
      "MutationSetProductOptionSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetProductSoldOutResult": [
      "ConflictError",
      "MutationSetProductSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationUpdateCategoryResult": [
      "ConflictError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProductResult": [
      "ConflictError",
      "MutationUpdateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateToppingResult": [
      "ConflictError",
      "MutationUpdateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryAdminProductsResult": [
      "QueryAdminProductsSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    