// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./SafeTransfer.sol";

/// @title A constant-product pool of two tokens (x * y = k, 0.3 % fee)
/// @notice Tokens are sent to the pair first (by the router), then `swap` prices whatever
///         arrived against the reserves and pays the other token out. The deployer seeds
///         liquidity by sending both tokens and calling `addLiquidity`; nobody else adds or
///         removes any, so the pool only moves by swaps.
contract MarketPair {
    using SafeTransfer for address;

    address public immutable owner;
    /// @dev The lower address first, as pairs are usually ordered.
    address public immutable token0;
    address public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;

    uint256 private unlocked = 1;

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);
    event Sync(uint256 reserve0, uint256 reserve1);

    modifier lock() {
        require(unlocked == 1, "MarketPair: LOCKED");
        unlocked = 0;
        _;
        unlocked = 1;
    }

    constructor(address tokenA, address tokenB) {
        require(tokenA != tokenB && tokenA != address(0) && tokenB != address(0), "MarketPair: INVALID_TOKENS");
        owner = msg.sender;
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// @notice What `amountIn` of `tokenIn` buys of the other token at the current reserves.
    function getAmountOut(uint256 amountIn, address tokenIn) external view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut, ) = _sides(tokenIn);
        return amountOutFor(amountIn, reserveIn, reserveOut);
    }

    /// @dev The 0.3 % fee stays in the pool: only 99.7 % of the input is priced.
    function amountOutFor(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(reserveIn > 0 && reserveOut > 0, "MarketPair: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @notice Takes the tokens sent since the last update as the deployer's liquidity.
    function addLiquidity() external lock {
        require(msg.sender == owner, "MarketPair: only the deployer adds liquidity");
        uint256 balance0 = token0.balanceOf(address(this));
        uint256 balance1 = token1.balanceOf(address(this));
        require(balance0 > reserve0 && balance1 > reserve1, "MarketPair: INSUFFICIENT_LIQUIDITY_ADDED");
        emit Mint(msg.sender, balance0 - reserve0, balance1 - reserve1);
        _update(balance0, balance1);
    }

    /// @notice Swaps what was sent of `tokenIn` since the last update for the other token, paid to `to`.
    function swap(address tokenIn, uint256 amountOutMin, address to) external lock returns (uint256 amountOut) {
        (uint256 reserveIn, uint256 reserveOut, address tokenOut) = _sides(tokenIn);
        require(to != token0 && to != token1, "MarketPair: INVALID_TO");
        uint256 amountIn = tokenIn.balanceOf(address(this)) - reserveIn;
        require(amountIn > 0, "MarketPair: INSUFFICIENT_INPUT_AMOUNT");
        amountOut = amountOutFor(amountIn, reserveIn, reserveOut);
        require(amountOut > 0 && amountOut >= amountOutMin, "MarketPair: INSUFFICIENT_OUTPUT_AMOUNT");
        tokenOut.safeTransfer(to, amountOut);
        _update(token0.balanceOf(address(this)), token1.balanceOf(address(this)));
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _sides(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut, address tokenOut) {
        if (tokenIn == token0) return (reserve0, reserve1, token1);
        require(tokenIn == token1, "MarketPair: INVALID_TOKEN");
        return (reserve1, reserve0, token0);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        reserve0 = balance0;
        reserve1 = balance1;
        emit Sync(balance0, balance1);
    }
}
