// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Token calls that work with tokens that return a bool and with those that return nothing
/// @notice The USDT-style test token's transfer and transferFrom return nothing, so a plain
///         `IERC20(token).transfer(...)` call would fail to decode its (empty) answer. These
///         helpers call by selector and accept either an empty answer or `true`; a token that
///         reverts has its own reason passed through.
library SafeTransfer {
    function safeTransfer(address token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(0xa9059cbb, to, value), "SafeTransfer: TRANSFER_FAILED");
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(0x23b872dd, from, to, value), "SafeTransfer: TRANSFER_FROM_FAILED");
    }

    function balanceOf(address token, address owner) internal view returns (uint256) {
        (bool ok, bytes memory data) = token.staticcall(abi.encodeWithSelector(0x70a08231, owner));
        require(ok && data.length >= 32, "SafeTransfer: BALANCE_FAILED");
        return abi.decode(data, (uint256));
    }

    function _call(address token, bytes memory payload, string memory failure) private {
        require(token.code.length > 0, "SafeTransfer: NOT_A_CONTRACT");
        (bool ok, bytes memory data) = token.call(payload);
        if (!ok) {
            // Bubble the token's own reason ("USDT: allowance exceeded" ...) when it gave one.
            if (data.length > 0) {
                assembly {
                    revert(add(data, 32), mload(data))
                }
            }
            revert(failure);
        }
        require(data.length == 0 || abi.decode(data, (bool)), failure);
    }
}
