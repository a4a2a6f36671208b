
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "TooManyRequestsError",
      "UnauthorizedError",
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
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "TooManyRequestsError",
      "UnauthorizedError",
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
    ]
  }
};
      export default result;
    