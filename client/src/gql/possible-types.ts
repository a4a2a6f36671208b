
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
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
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
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationPlaceShopOrderResult": [
      "ConflictError",
      "MutationPlaceShopOrderSuccess",
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
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
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
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
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
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationPlaceShopOrderResult": [
      "ConflictError",
      "MutationPlaceShopOrderSuccess",
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
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    