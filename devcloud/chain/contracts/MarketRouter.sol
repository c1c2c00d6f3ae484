// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./SafeTransfer.sol";

interface IMarketPair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getAmountOut(uint256 amountIn, address tokenIn) external view returns (uint256);
    function swap(address tokenIn, uint256 amountOutMin, address to) external returns (uint256);
}

interface IWrappedEther {
    function deposit() external payable;
    function withdraw(uint256 value) external;
}

/// @title Swaps along a path of the market's pairs
/// @notice ERC-20 input is pulled from the caller by allowance (approve this router first);
///         native ETH goes in and out through the wrapped token. Every swap has a deadline and a
///         minimum out: a price that moved past it reverts with "INSUFFICIENT_OUTPUT_AMOUNT",
///         and nothing is taken.
contract MarketRouter {
    using SafeTransfer for address;

    /// @dev How the Swap event names native ETH (the usual "0xEeee…" placeholder).
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public immutable weth;
    /// @dev Both orders of every pair's tokens map to the pair.
    mapping(address => mapping(address => address)) public pairFor;

    event Swap(
        address indexed sender,
        address indexed to,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    modifier ensure(uint256 deadline) {
        require(block.timestamp <= deadline, "MarketRouter: EXPIRED");
        _;
    }

    constructor(address weth_, address[] memory pairs) {
        weth = weth_;
        for (uint256 i = 0; i < pairs.length; i++) {
            address token0 = IMarketPair(pairs[i]).token0();
            address token1 = IMarketPair(pairs[i]).token1();
            pairFor[token0][token1] = pairs[i];
            pairFor[token1][token0] = pairs[i];
        }
    }

    /// @dev Only the wrapped token sends ETH here (when unwrapping for a swap to native).
    receive() external payable {
        require(msg.sender == weth, "MarketRouter: ETH only from WETH");
    }

    /// @notice What each step of `path` gives for `amountIn` at the current reserves.
    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        require(path.length >= 2, "MarketRouter: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i + 1 < path.length; i++) {
            amounts[i + 1] = IMarketPair(_pair(path[i], path[i + 1])).getAmountOut(amounts[i], path[i]);
        }
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _quote(amountIn, amountOutMin, path);
        path[0].safeTransferFrom(msg.sender, _pair(path[0], path[1]), amountIn);
        _swap(amounts, path, to);
        emit Swap(msg.sender, to, path[0], path[path.length - 1], amountIn, amounts[amounts.length - 1]);
    }

    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256[] memory amounts) {
        require(path.length >= 2 && path[0] == weth, "MarketRouter: INVALID_PATH");
        amounts = _quote(msg.value, amountOutMin, path);
        IWrappedEther(weth).deposit{value: msg.value}();
        weth.safeTransfer(_pair(path[0], path[1]), msg.value);
        _swap(amounts, path, to);
        emit Swap(msg.sender, to, NATIVE, path[path.length - 1], msg.value, amounts[amounts.length - 1]);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(path.length >= 2 && path[path.length - 1] == weth, "MarketRouter: INVALID_PATH");
        amounts = _quote(amountIn, amountOutMin, path);
        path[0].safeTransferFrom(msg.sender, _pair(path[0], path[1]), amountIn);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        IWrappedEther(weth).withdraw(amountOut);
        (bool ok, ) = to.call{value: amountOut}("");
        require(ok, "MarketRouter: ETH_TRANSFER_FAILED");
        emit Swap(msg.sender, to, path[0], NATIVE, amountIn, amountOut);
    }

    function _quote(uint256 amountIn, uint256 amountOutMin, address[] calldata path) private view returns (uint256[] memory amounts) {
        require(amountIn > 0, "MarketRouter: INSUFFICIENT_INPUT_AMOUNT");
        amounts = getAmountsOut(amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "MarketRouter: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    /// @dev The input is already in the first pair; each pair pays the next one, the last pays `to`.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i + 1 < path.length; i++) {
            address recipient = i + 2 < path.length ? _pair(path[i + 1], path[i + 2]) : to;
            IMarketPair(_pair(path[i], path[i + 1])).swap(path[i], amounts[i + 1], recipient);
        }
    }

    function _pair(address tokenA, address tokenB) private view returns (address pair) {
        pair = pairFor[tokenA][tokenB];
        require(pair != address(0), "MarketRouter: NO_PAIR");
    }
}
